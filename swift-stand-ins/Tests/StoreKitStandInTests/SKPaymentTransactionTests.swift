import Foundation
import StoreKitStandIn
import Testing

/// A transaction holds the payment and state it is made with, and the states have Apple's raw
/// values, which apps store.
struct SKPaymentTransactionTests {
  @Test
  func aTransactionKeepsItsPaymentAndStateAndNothingElse() {
    let payment = SKPayment()
    let transaction = SKPaymentTransaction(payment: payment, state: .purchased)
    #expect(transaction.payment === payment && transaction.transactionState == .purchased)
    #expect(transaction.error == nil && transaction.original == nil)
    #expect(transaction.transactionDate == nil && transaction.transactionIdentifier == nil)
  }

  @Test
  func statesHaveApplesRawValues() {
    let states: [SKPaymentTransactionState] = [
      .purchasing, .purchased, .failed, .restored, .deferred,
    ]
    #expect(states.map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(SKPaymentTransactionState(rawValue: 3) == .restored)
  }
}
