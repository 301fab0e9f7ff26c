// A string catalog (`Localizable.xcstrings`) a ported module carries as a resource, read as the
// JSON it is: off Apple platforms SwiftPM copies it uncompiled. `String(localized:)` reads its
// values.
#if !canImport(SwiftUI)
  import Foundation
  import LiteSupport

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

    private static let catalogs = VisibleLock<[String: StringCatalog?]>([:])

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
