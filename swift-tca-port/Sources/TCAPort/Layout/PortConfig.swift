import Foundation

/// An app's `tca-port.json`: which folders make which modules, when its folder layout does not
/// say.
///
/// ```json
/// {
///   "modules": { "SyncUps": ["SyncUps"] },
///   "tests": { "SyncUpsTests": ["SyncUpsTests"] },
///   "exclude": ["SyncUps/Dependencies/SpeechRecognizer+Live.swift"],
///   "swiftLanguageMode": 6
/// }
/// ```
struct PortConfig: Decodable, Equatable, Sendable {
  /// Library modules, each with its folders or files (relative to the app folder).
  var modules: [String: [String]]?
  /// Test modules, each with its folders or files.
  var tests: [String: [String]]?
  /// Files or folders left out of every module (live implementations of Apple-only
  /// frameworks, for instance).
  var exclude: [String]?
  /// The Swift language mode of the app's code (5 or 6), when the project does not say.
  var swiftLanguageMode: Int?

  /// The file name looked for in the app folder.
  static let fileName = "tca-port.json"

  /// The `tca-port.json` in `app`, if it has one.
  static func read(in app: URL) throws -> PortConfig? {
    let url = app.appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try JSONDecoder().decode(PortConfig.self, from: Data(contentsOf: url))
    } catch {
      throw PortError("\(url.path) is not a valid \(fileName): \(error)")
    }
  }
}
