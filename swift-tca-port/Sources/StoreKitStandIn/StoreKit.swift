// StoreKit's original (StoreKit 1) in-app purchase types, as a ported app's clients name them
// and convert them into their own values. Nothing here talks to the App Store: the live value
// that did is left out, tests use the client's test value, and the payment queue says payments
// are not allowed, as on a device with purchases restricted. Like Apple's framework, it brings
// Foundation.
@_exported import Foundation

/// A product for sale in the app, as the App Store describes it.
open class SKProduct: NSObject, @unchecked Sendable {
  /// The product's description, in the store's language.
  open var localizedDescription = ""
  /// The product's name, in the store's language.
  open var localizedTitle = ""
  /// The product's price, in `priceLocale`'s currency.
  open var price = NSDecimalNumber.zero
  /// The locale the price is in.
  open var priceLocale = Locale(identifier: "en_US")
  /// The identifier App Store Connect gives the product.
  open var productIdentifier = ""
  /// Whether the product has content the App Store hosts.
  open var isDownloadable = false
  /// The sizes of that content, in bytes.
  open var downloadContentLengths: [NSNumber] = []
  /// The version of that content.
  open var downloadContentVersion = ""

  public override init() {}
}

/// A request to buy a product. Its properties are settable here, where Apple's are only on
/// ``SKMutablePayment``: code written for Apple's compiles either way.
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
open class SKMutablePayment: SKPayment, @unchecked Sendable {}

/// Where a payment is.
public enum SKPaymentTransactionState: Int, Sendable {
  case purchasing, purchased, failed, restored, deferred
}

/// A payment in the queue.
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

/// Told of the transactions in the payment queue.
public protocol SKPaymentTransactionObserver: AnyObject {
  /// Transactions changed state.
  func paymentQueue(
    _ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
}

/// The queue of payments the App Store processes. Here payments are not allowed, as on a device
/// whose purchases are restricted, so nothing is ever added.
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

/// Asks the user to rate the app: never shown here.
open class SKStoreReviewController: NSObject {
  /// Asks for a rating.
  open class func requestReview() {}
}

/// A StoreKit error.
public struct SKError: Error, Equatable, Sendable {
  /// What went wrong.
  public enum Code: Int, Sendable {
    case unknown, clientInvalid, paymentCancelled, paymentInvalid, paymentNotAllowed
    case storeProductNotAvailable
  }

  /// What went wrong.
  public var code: Code

  /// An error of `code`.
  public init(_ code: Code) { self.code = code }
}
