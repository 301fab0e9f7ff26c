// Apple Foundation's `String(localized:)`, which Linux Foundation lacks, reading the string
// catalogs (`Localizable.xcstrings`) a ported module carries as resources: SwiftPM copies them
// uncompiled off Apple platforms, so they are read here as the JSON they are.
#if !canImport(SwiftUI)
  import Foundation
  import Synchronization

  extension String {
    /// The localized string for `key`: its value in the current language in `table` (the
    /// `Localizable` string catalog unless named) of `bundle` (the main bundle unless given),
    /// else in the catalog's source language, else `defaultValue`, else `key`.
    public init(
      localized key: String, defaultValue: String? = nil, table: String? = nil,
      bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
      let bundle = bundle ?? .main
      let table = table ?? "Localizable"
      let fromTable = bundle.localizedString(forKey: key, value: nil, table: table)
      if fromTable != key {
        self = fromTable
      } else {
        self =
          StringCatalog.named(table, in: bundle)?.value(
            for: key, language: locale.language.languageCode?.identifier)
          ?? defaultValue ?? key
      }
    }
  }

  /// A string catalog's values, by key and language.
  struct StringCatalog: Sendable {
    /// The language the keys are written in.
    var sourceLanguage: String
    /// Each key's value, by language.
    var values: [String: [String: String]]

    /// The value of `key` in `language`, or in the source language.
    func value(for key: String, language: String?) -> String? {
      guard let values = values[key] else { return nil }
      return language.flatMap { values[$0] } ?? values[sourceLanguage]
    }

    private static let catalogs = Mutex<[String: StringCatalog?]>([:])

    /// The catalog `<name>.xcstrings` of `bundle`, read once.
    static func named(_ name: String, in bundle: Bundle) -> StringCatalog? {
      guard let url = bundle.url(forResource: name, withExtension: "xcstrings") else { return nil }
      if let known = catalogs.withLock({ $0[url.path] }) { return known }
      let catalog = (try? Data(contentsOf: url)).flatMap(StringCatalog.init(json:))
      catalogs.withLock { $0[url.path] = catalog }
      return catalog
    }

    /// The catalog a `.xcstrings` file holds, if it is one.
    init?(json: Data) {
      struct File: Decodable {
        struct Entry: Decodable {
          struct Localization: Decodable {
            struct Unit: Decodable { var value: String }
            var stringUnit: Unit?
          }
          var localizations: [String: Localization]?
        }
        var sourceLanguage: String
        var strings: [String: Entry]
      }
      guard let file = try? JSONDecoder().decode(File.self, from: json) else { return nil }
      sourceLanguage = file.sourceLanguage
      values = file.strings.mapValues { entry in
        (entry.localizations ?? [:]).compactMapValues { $0.stringUnit?.value }
      }
    }
  }
#endif
