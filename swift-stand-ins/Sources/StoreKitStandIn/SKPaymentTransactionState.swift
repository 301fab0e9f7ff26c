/// Where a payment is. The raw values are Apple's, so a stored state reads back the same.
public enum SKPaymentTransactionState: Int, Sendable {
  /// The App Store is processing it.
  case purchasing
  /// The App Store charged it: the app unlocks the product and finishes the transaction.
  case purchased
  /// It failed: the transaction's `error` says why.
  case failed
  /// It restores an earlier purchase.
  case restored
  /// It waits for approval (Ask to Buy).
  case deferred
}
