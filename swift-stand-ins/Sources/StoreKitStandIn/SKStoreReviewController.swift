import Foundation

/// Asks the user to rate the app: never shown here.
open class SKStoreReviewController: NSObject {
  /// Asks for a rating.
  open class func requestReview() {}
}
