import StoreKitStandIn
import Testing

/// StoreKit errors are caught by code, whose raw values are Apple's.
struct SKErrorTests {
  @Test
  func codesHaveApplesRawValues() {
    let codes: [SKError.Code] = [
      .unknown, .clientInvalid, .paymentCancelled, .paymentInvalid, .paymentNotAllowed,
      .storeProductNotAvailable,
    ]
    #expect(codes.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
  }

  @Test
  func anErrorIsCaughtByItsCode() {
    #expect(throws: SKError(.paymentNotAllowed)) {
      throw SKError(.paymentNotAllowed)
    }
    var error = SKError(.unknown)
    error.code = .paymentCancelled
    #expect(error == SKError(.paymentCancelled) && error != SKError(.unknown))
  }
}
