import Foundation

/// A package's manifest as SwiftPM reads it: `swift package dump-package`'s JSON, of which the
/// port needs the targets, products and dependencies.
struct PackageManifest: Decodable {
  /// The package's name.
  var name: String
  /// Its products: which targets each library makes.
  var products: [Product]
  /// The packages it depends on.
  var dependencies: [Dependency]
  /// Its targets.
  var targets: [Target]
  /// The Swift language versions it declares (`["5"]`), if any.
  var swiftLanguageVersions: [String]?
  /// Its tools version: `{"_version": "5.9.0"}`.
  var toolsVersion: ToolsVersion

  struct ToolsVersion: Decodable {
    var _version: String
  }

  struct Product: Decodable {
    var name: String
    var targets: [String]
  }

  /// A package dependency: by path, or by address with a version requirement.
  struct Dependency: Decodable {
    var fileSystem: [FileSystem]?
    var sourceControl: [SourceControl]?

    struct FileSystem: Decodable {
      var identity: String
      var path: String
      /// The name a `.package(name:path:)` gives it.
      var nameForTargetDependencyResolutionOnly: String?
    }

    struct SourceControl: Decodable {
      var identity: String
      var location: Location
      var requirement: Requirement
    }

    struct Location: Decodable {
      var remote: [Remote]?
      var local: [String]?

      struct Remote: Decodable { var urlString: String }
    }

    /// One of SwiftPM's requirements, each under its own key.
    struct Requirement: Decodable {
      var range: [Bounds]?
      var exact: [String]?
      var branch: [String]?
      var revision: [String]?

      struct Bounds: Decodable {
        var lowerBound: String
        var upperBound: String
      }
    }
  }

  struct Target: Decodable {
    var name: String
    /// `regular`, `executable`, `test`, `system`, `macro`, `plugin` or `binary`.
    var type: String
    var path: String?
    var sources: [String]?
    var exclude: [String]
    var resources: [Resource]
    var dependencies: [TargetDependency]
    var pkgConfig: String?
    var providers: [[String: [[String]]]]?
    /// The build plugins it runs: `{"plugin": [name, package]}`.
    var pluginUsages: [[String: [String?]]]?
    /// Its build settings, of which the port reads the Swift language mode.
    var settings: [Setting]?

    /// The language mode its `swiftSettings` set (`.swiftLanguageMode(.v5)`), if they set one.
    var languageMode: Int? {
      settings?.lazy.compactMap { $0.kind.swiftLanguageMode?._0 }
        .compactMap { Int($0.prefix { $0 != "." }) }.first
    }
  }

  /// A build setting: `{"tool": "swift", "kind": {"swiftLanguageMode": {"_0": "5"}}}`.
  struct Setting: Decodable {
    var kind: Kind

    struct Kind: Decodable {
      var swiftLanguageMode: Value?
    }

    struct Value: Decodable {
      var _0: String
    }
  }

  struct Resource: Decodable {
    var path: String
    /// `{"process": {…}}`, `{"copy": {}}` or `{"embedInCode": {}}`.
    var rule: [String: EmptyOrLocalization]

    struct EmptyOrLocalization: Decodable {
      var localization: String?
    }
  }

  /// `byName`, `target` or `product`: SwiftPM writes each as an array whose first entries are
  /// the names and whose last is the platform condition.
  struct TargetDependency: Decodable {
    /// The target's or product's name.
    var name: String
    /// The package of a `.product(name:package:)`.
    var package: String?
    /// The platforms the dependency is limited to, if it is.
    var platforms: [String]?

    private enum Keys: String, CodingKey { case byName, target, product }
    private struct Condition: Decodable { var platformNames: [String]? }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      let key = try container.allKeys.first.unwrap("a target dependency with no kind")
      var entries = try container.nestedUnkeyedContainer(forKey: key)
      name = try entries.decode(String.self)
      if key == .product {
        package = try entries.decodeIfPresent(String.self)
        _ = try? entries.decodeNil()  // module aliases
      }
      platforms = try entries.decodeIfPresent(Condition.self)?.platformNames
    }
  }

  /// The manifest of the package in `folder`, read by the toolchain.
  static func load(_ folder: URL) throws -> PackageManifest {
    let (status, output) = try Command.run(
      ["swift", "package", "dump-package", "--package-path", folder.path], timeout: 300)
    guard status == 0, let start = output.firstIndex(of: "{") else {
      let last = output.split(separator: "\n").suffix(10).joined(separator: "\n")
      throw PortError("cannot read the manifest of \(folder.path):\n\(last)")
    }
    do {
      return try JSONDecoder().decode(Self.self, from: Data(output[start...].utf8))
    } catch {
      throw PortError("cannot read the manifest of \(folder.path): \(error)")
    }
  }

  /// The language mode its code is written in: the newest it declares, else 6 for tools 6 and
  /// later, else 5.
  var languageMode: Int {
    if let declared = swiftLanguageVersions?.compactMap({ Int($0.prefix { $0 != "." }) }).max() {
      return declared
    }
    return (Int(toolsVersion._version.prefix { $0 != "." }) ?? 5) >= 6 ? 6 : 5
  }
}

extension Optional {
  fileprivate func unwrap(_ what: String) throws -> Wrapped {
    guard let self else { throw PortError("the manifest has \(what)") }
    return self
  }
}
