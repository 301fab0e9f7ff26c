import Foundation
import StoreKitStandIn
import Testing

/// The payment queue says payments are not allowed, as on a device with purchases restricted:
/// nothing added to it is kept, and no observer is ever told of a transaction.
struct SKPaymentQueueTests {
  final class Observer: SKPaymentTransactionObserver {
    var updates: [[SKPaymentTransaction]] = []

    func paymentQueue(
      _ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]
    ) {
      updates.append(transactions)
    }
  }

  @Test
  func paymentsAreNotAllowedAndTheQueueIsShared() {
    #expect(!SKPaymentQueue.canMakePayments())
    #expect(SKPaymentQueue.default() === SKPaymentQueue.default())
  }

  @Test
  func aPaymentAddedIsDroppedAndNoObserverIsTold() {
    let queue = SKPaymentQueue.default()
    let observer = Observer()
    queue.add(observer)
    let payment = SKMutablePayment()
    payment.productIdentifier = "co.pointfree.isowords_testing.full_game"
    queue.add(payment)
    queue.restoreCompletedTransactions()
    queue.finishTransaction(SKPaymentTransaction(payment: payment, state: .purchased))
    queue.remove(observer)
    #expect(queue.transactions.isEmpty)
    #expect(observer.updates.isEmpty)
  }

  @Test
  func askingForAReviewShowsNothing() {
    SKStoreReviewController.requestReview()
    #expect(SKPaymentQueue.default().transactions.isEmpty)
  }
}
