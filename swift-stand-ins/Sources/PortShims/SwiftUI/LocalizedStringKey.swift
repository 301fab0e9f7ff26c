// SwiftUI's key of a localized string, as a value: a feature's alert titles and button labels
// (`TextState` takes one) keep the key as written.
#if !canImport(SwiftUI)
  /// A key for a localized string (SwiftUI's `LocalizedStringKey`, as a value).
  public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key.
    public var key: String

    /// The key `key`.
    public init(_ key: String) { self.key = key }

    /// The key a literal (or an interpolated literal, as plain text) writes.
    public init(stringLiteral value: String) { key = value }
  }
#endif
