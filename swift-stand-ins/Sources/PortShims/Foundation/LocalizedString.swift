// Apple Foundation's `String(localized:)`, which Linux Foundation lacks, reading the string
// catalogs (`Localizable.xcstrings`) a ported module carries as resources: SwiftPM copies them
// uncompiled off Apple platforms, so they are read here as the JSON they are.
#if !canImport(SwiftUI)
  import Foundation

  extension String {
    /// The localized string for `keyAndValue`: its key's value in the current language in
    /// `table` (the `Localizable` string catalog unless named) of `bundle` (the main bundle
    /// unless given), else in the catalog's source language, else the key itself, with the
    /// interpolated values in place of its format specifiers.
    public init(
      localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = keyAndValue.resolved(
        value: Self.localizedFormat(
          for: keyAndValue.key, table: table, bundle: bundle, locale: locale))
    }

    /// The localized string for `key`, as ``init(localized:table:bundle:locale:comment:)``, with
    /// `defaultValue` where no table has the key.
    public init(
      localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
      bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = defaultValue.resolved(
        value: Self.localizedFormat(
          for: "\(key)", table: table, bundle: bundle, locale: locale))
    }

    /// The value of `key` in `table` of `bundle`: from its string table, else its string
    /// catalog; nil where neither has it.
    private static func localizedFormat(
      for key: String, table: String?, bundle: Bundle?, locale: Locale
    ) -> String? {
      let bundle = bundle ?? .main
      let table = table ?? "Localizable"
      let fromTable = bundle.localizedString(forKey: key, value: nil, table: table)
      if fromTable != key { return fromTable }
      return StringCatalog.named(table, in: bundle)?.value(
        for: key, language: locale.language.languageCode?.identifier)
    }

    /// A localizable string as Apple's Foundation writes it: a key with a format specifier in
    /// place of each interpolated value (`"\(count) items"` is `"%lld items"`), and the values.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable {
      /// The key a string table or catalog has the value under.
      public private(set) var key: String
      private var arguments: [any CVarArg & Sendable]

      /// A value of `string`, without interpolations.
      public init(_ string: String) {
        key = string
        arguments = []
      }

      /// A value of the literal `value`.
      public init(stringLiteral value: String) {
        self.init(value)
      }

      /// A value of an interpolated literal.
      public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
      }

      /// The text of `value` (the key when nil) with the interpolated values in place.
      func resolved(value: String?) -> String {
        let format = value ?? key
        return arguments.isEmpty ? format : String(format: format, arguments: arguments)
      }

      /// The literal's text and its values, each value's specifier in the key.
      public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var arguments: [any CVarArg & Sendable] = []

        /// Room for `literalCapacity` characters and `interpolationCount` values.
        public init(literalCapacity: Int, interpolationCount: Int) {
          key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        /// Literal text: a `%` is doubled, as in a format.
        public mutating func appendLiteral(_ literal: String) {
          key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        /// A string: `%@`.
        public mutating func appendInterpolation(_ value: String) {
          key += "%@"
          arguments.append(value)
        }

        /// An integer: `%lld`.
        public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
          key += "%lld"
          arguments.append(Int64(value))
        }

        /// A floating-point number: `%lf`.
        public mutating func appendInterpolation<Value: BinaryFloatingPoint>(_ value: Value) {
          key += "%lf"
          arguments.append(Double(value))
        }

        /// Any other value, by its description: `%@`.
        public mutating func appendInterpolation<Value>(_ value: Value) {
          key += "%@"
          arguments.append(String(describing: value))
        }
      }
    }
  }
#endif
