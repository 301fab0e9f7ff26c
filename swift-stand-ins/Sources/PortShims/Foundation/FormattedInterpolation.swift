// SwiftUI's `LocalizedStringKey` writes `"\(date, formatter: formatter)"`; an alert's
// `TextState("… \(nextStartsAt, formatter: relativeFormatter)")` is one. Off Apple platforms
// those strings are plain `String` interpolations, which have no `formatter:`.
#if !canImport(SwiftUI)
  import Foundation

  extension DefaultStringInterpolation {
    /// `subject` as `formatter` writes it (nothing when the formatter cannot). Apple's takes a
    /// `ReferenceConvertible` or an `NSObject`; Linux Foundation's `Date` is neither.
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
      appendLiteral(formatter.string(for: subject) ?? "")
    }
  }
#endif
