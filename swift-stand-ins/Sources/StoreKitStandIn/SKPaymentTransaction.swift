import Foundation

/// A payment in the queue.
// Unchecked: an open subclass of `NSObject` cannot be checked Sendable. Its setters are internal
// and nothing here calls them: what it is made with is all it ever holds.
open class SKPaymentTransaction: NSObject, @unchecked Sendable {
  /// Why it failed, when it did.
  open internal(set) var error: (any Error)?
  /// The purchase a restored transaction restores.
  open internal(set) var original: SKPaymentTransaction?
  /// The payment.
  open internal(set) var payment: SKPayment
  /// When the App Store charged it.
  open internal(set) var transactionDate: Date?
  /// The App Store's identifier for it.
  open internal(set) var transactionIdentifier: String?
  /// Where it is.
  open internal(set) var transactionState: SKPaymentTransactionState

  /// A transaction of `payment` in `state`.
  public init(payment: SKPayment, state: SKPaymentTransactionState) {
    self.payment = payment
    self.transactionState = state
  }
}
