import Foundation
import StoreKitStandIn
import Testing

/// A payment starts as one of one product and keeps what the app sets on it.
struct SKPaymentTests {
  @Test
  func aPaymentStartsAsOneOfNothing() {
    let payment = SKPayment()
    #expect(payment.productIdentifier.isEmpty && payment.quantity == 1)
    #expect(payment.requestData == nil && payment.applicationUsername == nil)
    #expect(!payment.simulatesAskToBuyInSandbox)
  }

  @Test
  func aPaymentForAProductTakesItsIdentifier() {
    let product = SKProduct()
    product.productIdentifier = "full_game"
    let payment = SKPayment(product: product)
    #expect(payment.productIdentifier == "full_game" && payment.quantity == 1)
    #expect(SKMutablePayment(product: product).productIdentifier == "full_game")
  }

  @Test
  func aMutablePaymentKeepsWhatTheAppSets() {
    let payment = SKMutablePayment()
    payment.productIdentifier = "co.pointfree.isowords_testing.full_game"
    payment.quantity = 2
    payment.requestData = Data([1, 2])
    payment.applicationUsername = "hashed-user"
    payment.simulatesAskToBuyInSandbox = true
    #expect(payment.productIdentifier == "co.pointfree.isowords_testing.full_game")
    #expect(payment.quantity == 2 && payment.requestData == Data([1, 2]))
    #expect(payment.applicationUsername == "hashed-user" && payment.simulatesAskToBuyInSandbox)
  }
}
