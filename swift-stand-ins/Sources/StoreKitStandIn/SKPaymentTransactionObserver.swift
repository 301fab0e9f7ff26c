/// Told of the transactions in the payment queue.
public protocol SKPaymentTransactionObserver: AnyObject {
  /// Transactions changed state.
  func paymentQueue(
    _ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
}
