import Foundation

/// A product for sale in the app, as the App Store describes it.
// Unchecked: an open subclass of `NSObject` cannot be checked Sendable. Nothing here makes or
// changes a product (there is no App Store): a test value sets its properties before handing it on.
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

  /// A product with no identifier, name or description, priced zero in US dollars.
  public override init() {}
}
