import Foundation

/// A request to buy a product. Its properties are settable here, where Apple's are only on
/// ``SKMutablePayment``: code written for Apple's compiles either way.
// Unchecked: an open subclass of `NSObject` cannot be checked Sendable. As with Apple's mutable
// payment, the app sets its properties before adding it to the queue, which here drops it.
open class SKPayment: NSObject, @unchecked Sendable {
  /// The product bought.
  open var productIdentifier = ""
  /// Data the app attaches to the purchase.
  open var requestData: Data?
  /// How many are bought.
  open var quantity = 1
  /// The app's identifier for the buyer's account.
  open var applicationUsername: String?
  /// Whether the sandbox asks for approval, as for a child's account.
  open var simulatesAskToBuyInSandbox = false

  /// A payment for nothing yet.
  public override init() {}

  /// A payment for one `product`.
  public convenience init(product: SKProduct) {
    self.init()
    productIdentifier = product.productIdentifier
  }
}

/// A payment whose details the app sets.
// Unchecked: restates its superclass's conformance; it adds no state.
open class SKMutablePayment: SKPayment, @unchecked Sendable {}
