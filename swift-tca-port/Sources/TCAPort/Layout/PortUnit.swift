import Foundation

/// A module of the app: a library of features, or the tests of one.
public struct PortUnit: Equatable, Sendable {
  /// Whether the unit holds features or their tests.
  public enum Kind: String, Sendable { case library, tests }

  /// The module's name (`SyncUps`, `SyncUpsTests`).
  public var name: String
  /// Whether it holds features or tests.
  public var kind: Kind
  /// Its Swift files, relative to the app folder, sorted.
  public var files: [String]

  /// A unit named `name` of `files`.
  public init(name: String, kind: Kind, files: [String]) {
    self.name = name
    self.kind = kind
    self.files = files
  }
}

/// Where the app's sources are, grouped into units.
public struct AppLayout: Equatable, Sendable {
  /// The units to port.
  public var units: [PortUnit]
  /// Folders left out, each with why (UI tests need the app's views).
  public var skipped: [String: String]
  /// The app's Swift language mode, 5 or 6: its config's, else its Xcode project's, else its
  /// manifest's, else 5.
  public var languageMode: Int
}
