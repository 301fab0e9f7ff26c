import Foundation

/// The queue of payments the App Store processes. Here payments are not allowed, as on a device
/// whose purchases are restricted, so nothing is ever added.
// Unchecked: an open subclass of `NSObject` cannot be checked Sendable; it holds no state at all
// (every method does nothing), so sharing it across threads is safe.
open class SKPaymentQueue: NSObject, @unchecked Sendable {
  private static let shared = SKPaymentQueue()

  /// The app's queue.
  open class func `default`() -> SKPaymentQueue { shared }

  /// Whether the user may make payments: never here.
  open class func canMakePayments() -> Bool { false }

  /// The transactions in the queue: none.
  open var transactions: [SKPaymentTransaction] { [] }

  /// Adds a payment: ignored, payments are not allowed.
  open func add(_ payment: SKPayment) {}
  /// Finishes a transaction.
  open func finishTransaction(_ transaction: SKPaymentTransaction) {}
  /// Restores the user's purchases: there are none.
  open func restoreCompletedTransactions() {}
  /// Adds an observer of the queue.
  open func add(_ observer: any SKPaymentTransactionObserver) {}
  /// Removes an observer of the queue.
  open func remove(_ observer: any SKPaymentTransactionObserver) {}
}
