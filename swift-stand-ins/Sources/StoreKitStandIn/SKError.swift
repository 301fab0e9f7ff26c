/// A StoreKit error.
public struct SKError: Error, Equatable, Sendable {
  /// What went wrong. The raw values are Apple's, so a stored code reads back the same.
  public enum Code: Int, Sendable {
    /// An error of no known kind.
    case unknown
    /// The client may not make the request.
    case clientInvalid
    /// The user cancelled the payment.
    case paymentCancelled
    /// A payment parameter was not recognized by the App Store.
    case paymentInvalid
    /// The device may not make payments.
    case paymentNotAllowed
    /// The product is not available in the current storefront.
    case storeProductNotAvailable
  }

  /// What went wrong.
  public var code: Code

  /// An error of `code`.
  public init(_ code: Code) { self.code = code }
}
