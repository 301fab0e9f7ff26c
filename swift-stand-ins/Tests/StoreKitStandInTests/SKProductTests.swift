import Foundation
import StoreKitStandIn
import Testing

/// A product a client's test value builds reads back as built, for the client to convert into
/// its own value.
struct SKProductTests {
  @Test
  func aProductStartsEmptyAndFreeInUSDollars() {
    let product = SKProduct()
    #expect(product.productIdentifier.isEmpty && product.localizedTitle.isEmpty)
    #expect(product.localizedDescription.isEmpty && product.price == .zero)
    #expect(product.priceLocale.identifier == "en_US")
    #expect(!product.isDownloadable && product.downloadContentLengths.isEmpty)
    #expect(product.downloadContentVersion.isEmpty)
  }

  @Test
  func aProductKeepsWhatItIsGiven() async {
    let product = SKProduct()
    product.productIdentifier = "full_game"
    product.localizedTitle = "Full game"
    product.localizedDescription = "Unlock everything"
    product.price = NSDecimalNumber(string: "4.99")
    product.priceLocale = Locale(identifier: "fr_FR")
    product.isDownloadable = true
    product.downloadContentLengths = [NSNumber(value: 1024)]
    product.downloadContentVersion = "1.0"
    let read = await Task.detached {
      (product.productIdentifier, product.localizedTitle, product.price.stringValue)
    }.value
    #expect(read == ("full_game", "Full game", "4.99"))
    #expect(product.localizedDescription == "Unlock everything")
    #expect(product.priceLocale.identifier == "fr_FR" && product.isDownloadable)
    #expect(
      product.downloadContentLengths.map(\.intValue) == [1024]
        && product.downloadContentVersion == "1.0")
  }
}
