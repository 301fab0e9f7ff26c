import Foundation
import PortShims
import Testing

/// `String(localized:)` on Linux, reading a ported module's string catalogs.
struct LocalizedStringTests {
  @Test
  func localizedStringsAreReadFromTheBundlesStringCatalog() throws {
    let bundleFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-strings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: bundleFolder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: bundleFolder) }
    try #"""
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "Code of Conduct URL": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "https://example.com/coc"}},
        "ja": {"stringUnit": {"state": "translated", "value": "https://example.com/ja/coc"}}}},
      "%lld sessions by %@": {"localizations": {
        "ja": {"stringUnit": {"state": "translated", "value": "%2$@の%1$lldセッション"}}}},
      "Untranslated": {}
    }}
    """#.write(
      to: bundleFolder.appendingPathComponent("Localizable.xcstrings"), atomically: true,
      encoding: .utf8)
    let bundle = try #require(Bundle(url: bundleFolder))
    let english = Locale(identifier: "en_US")
    #expect(
      String(localized: "Code of Conduct URL", bundle: bundle, locale: english)
        == "https://example.com/coc")
    #expect(
      String(localized: "Code of Conduct URL", bundle: bundle, locale: Locale(identifier: "ja_JP"))
        == "https://example.com/ja/coc")
    // A language the catalog lacks reads the source language's value.
    #expect(
      String(localized: "Code of Conduct URL", bundle: bundle, locale: Locale(identifier: "fr"))
        == "https://example.com/coc")
    #expect(String(localized: "Untranslated", bundle: bundle, locale: english) == "Untranslated")
    #expect(String(localized: "Missing", defaultValue: "Fallback", bundle: bundle) == "Fallback")
    // Interpolated values take the places of the key's format specifiers, in any order.
    let count = 3
    let speaker = "Kishikawa"
    #expect(
      String(localized: "\(count) sessions by \(speaker)", bundle: bundle, locale: english)
        == "3 sessions by Kishikawa")
    #expect(
      String(
        localized: "\(count) sessions by \(speaker)", bundle: bundle,
        locale: Locale(identifier: "ja_JP")) == "Kishikawaの3セッション")
    #expect(String(localized: "\(count)% done", bundle: bundle) == "3% done")
    #expect(String(localized: "100% done", bundle: bundle) == "100% done")
  }

  @Test
  func aLocalizationValuesKeyHasASpecifierInPlaceOfEachValue() throws {
    let count = 3
    let ratio = 2.5
    let name = "Kim"
    let date = Date(timeIntervalSince1970: 0)
    let value: String.LocalizationValue = "\(count) of \(ratio) by \(name), 100% on \(date)"
    #expect(value.key == "%lld of %lf by %@, 100%% on %@")
    #expect(String.LocalizationValue("plain").key == "plain")
    // Where no table has the key, the values take their specifiers' places in it.
    let missing = try #require(Bundle(path: NSTemporaryDirectory()))
    #expect(
      String(localized: "\(count) of \(name)", bundle: missing, locale: Locale(identifier: "en"))
        == "3 of Kim")
  }

  @Test
  func aNamedTableIsReadInsteadOfLocalizable() throws {
    let bundleFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-table-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: bundleFolder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: bundleFolder) }
    try #"""
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "Greeting": {"localizations": {"en": {"stringUnit": {"state": "new", "value": "Hello"}}}}
    }}
    """#.write(
      to: bundleFolder.appendingPathComponent("Onboarding.xcstrings"), atomically: true,
      encoding: .utf8)
    let bundle = try #require(Bundle(url: bundleFolder))
    let english = Locale(identifier: "en")
    #expect(
      String(localized: "Greeting", table: "Onboarding", bundle: bundle, locale: english)
        == "Hello")
    #expect(String(localized: "Greeting", bundle: bundle, locale: english) == "Greeting")
    #expect(
      String(
        localized: "Greeting", defaultValue: "Hi", table: "Onboarding", bundle: bundle,
        locale: english) == "Hello")
  }
}
