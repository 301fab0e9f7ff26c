import Foundation

/// A unit of the app (one of its modules): a library of features, or the tests of one. Ported,
/// it is a `PortedUnit`.
struct AppUnit: Equatable, Sendable {
  /// Whether the unit holds features or their tests, or is a system library its package
  /// declares (a module map carried over as it is).
  enum Kind: String, Sendable {
    case library
    case systemLibrary = "system library"
    case tests
    /// A macro's implementation (a compiler plugin the app's modules expand).
    case macro
  }

  /// The module's name (`SyncUps`, `SyncUpsTests`).
  var name: String
  /// Whether it holds features or tests.
  var kind: Kind
  /// Its Swift files, relative to the app folder, sorted.
  var files: [String]
  /// The folder its package declares it in, relative to the app folder (`Sources/Feature`); nil
  /// for a folder of an Xcode project, whose files keep their places under their common folder.
  var root: String?
  /// The resources its package declares, carried over so that `Bundle.module` finds them.
  var resources: [Resource] = []
  /// Products of packages kept as the app declares them (not replaced by TCA Lite, not ported).
  var externalProducts: [ExternalProduct] = []
  /// The build plugins it runs that generate code (a linting plugin is left out), from packages
  /// kept as the app declares them.
  var plugins: [ExternalProduct] = []
  /// The files of its folder that are neither Swift nor resources, carried when it runs build
  /// plugins (which may read them: a plugin's input, a configuration), relative to its root.
  var pluginInputs: [String] = []
  /// The reference snapshots its tests compare with (`__Snapshots__` folders, relative to its
  /// root): carried beside the test files that name them, and left out of the target's sources.
  var snapshots: [String] = []
  /// Its package's language mode, when it differs from the app's.
  var languageMode: Int?
  /// What a system library's package says of it.
  var systemLibrary: SystemLibrary?

  /// A unit named `name` of `files`.
  init(name: String, kind: Kind, files: [String], root: String? = nil) {
    self.name = name
    self.kind = kind
    self.files = files
    self.root = root
  }

  /// A resource: `.process("Resources")`, relative to the unit's root.
  struct Resource: Equatable, Sendable {
    /// `process`, `copy` or `embedInCode`.
    var rule: String
    /// The file or folder, relative to the unit's root.
    var path: String
    /// The localization of a processed resource, if it names one.
    var localization: String?
    /// Where it is, relative to the app folder, when that is not `path` under the unit's root
    /// (a file an Xcode target copies into its bundle, carried to `Resources/`).
    var source: String?
  }

  /// A `.product(name:package:)` of a package the ported package declares as the app does.
  struct ExternalProduct: Hashable, Sendable {
    /// The product's name.
    var name: String
    /// The package's identity.
    var package: String
  }

  /// A system library's `pkgConfig` name and `providers`, as Swift text
  /// (`.apt(["libsqlite3-dev"])`).
  struct SystemLibrary: Equatable, Sendable {
    /// The pkg-config name.
    var pkgConfig: String?
    /// The providers, each as the manifest writes it.
    var providers: [String]
  }
}

/// Where the app's sources are, grouped into units.
struct AppLayout: Equatable, Sendable {
  /// The units to port.
  var units: [AppUnit]
  /// Folders left out, each with why (UI tests need the app's views).
  var skipped: [String: String]
  /// The app's Swift language mode, 5 or 6: its config's, else its Xcode project's, else its
  /// manifest's, else 5.
  var languageMode: Int
  /// The packages the ported package depends on as the app declares them (`.package(url: …)`,
  /// `.package(path: …)`), by identity: those TCA Lite does not replace and the port does not
  /// take in.
  var externalPackages: [String: String] = [:]
  /// The app's packages the port read, each with what became of it.
  var packages: [ReadPackage] = []
}

/// A package the port read, and what became of it.
struct ReadPackage: Equatable, Sendable {
  /// The package's name.
  var name: String
  /// Its folder, relative to the app folder.
  var path: String
  /// What the port did with it: `ported (4 modules)`, `kept as a dependency: …`.
  var outcome: String
}
