import StoreKit

/// A plan the paywall offers.
public struct Plan: Equatable, Identifiable, Sendable {
  public var id: String
  public var price: String

  public init(id: String, price: String) {
    self.id = id
    self.price = price
  }

  /// The plan of an App Store product.
  public init(_ product: Product) {
    self.init(id: product.id, price: product.displayPrice)
  }

  /// Settings' keys of the paywall, beside the theme's own `Key`.
  public enum Key: String, CaseIterable, Sendable {
    case lastShown
    case dismissedCount
  }
}
