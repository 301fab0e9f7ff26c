/// Where each module an app may import comes from, in the ported package.
enum ModuleCatalog {
  /// A package the ported package depends on.
  enum Source: Hashable, Sendable {
    /// A TCA Lite package, by its folder in this repository.
    case lite(String)
    /// A package by address, with its version requirement as a manifest writes it
    /// (`from: "1.4.0"`, `"600.0.0"..<"604.0.0"`).
    case remote(url: String, requirement: String)

    /// The package's identity, as a `.product(…, package:)` names it and SwiftPM compares it:
    /// lowercased (`opencombine` for OpenCombine's address).
    var identity: String {
      switch self {
      case .lite(let folder): folder
      case .remote(let url, _): CompatPackages.identity(ofAddress: url)
      }
    }
  }

  /// The package of every module the catalog knows, by module name.
  static let products: [String: Source] = {
    var products: [String: Source] = [:]
    let lite: [String: [String]] = [
      "swift-case-paths-lite": ["CasePaths", "CasePathsCore"],
      "swift-deps-lite": ["Dependencies", "DependenciesMacros", "DependenciesTestSupport"],
      "swift-sharing-lite": ["Sharing"],
      "swift-tca-core": ["ComposableArchitecture"],
      "swift-tca-testing": ["ComposableArchitectureTesting", "XCTestExpectFailure"],
      AppleStandIns.package: [PortShimNames.module] + AppleStandIns.modules,
    ]
    for (folder, modules) in lite {
      for module in modules { products[module] = .lite(folder) }
    }
    // The same addresses and lowest versions as TCA Lite's own manifests, so they resolve once;
    // `below`, an upper bound of theirs.
    let remote: [(url: String, version: String, below: String?, modules: [String])] = [
      (
        "https://github.com/pointfreeco/xctest-dynamic-overlay.git", "1.4.0", nil,
        ["IssueReporting", "IssueReportingTestSupport", "XCTestDynamicOverlay"]
      ),
      (
        "https://github.com/pointfreeco/swift-identified-collections.git", "1.1.0", nil,
        ["IdentifiedCollections"]
      ),
      ("https://github.com/pointfreeco/swift-clocks.git", "1.0.0", nil, ["Clocks"]),
      (
        "https://github.com/pointfreeco/swift-concurrency-extras.git", "1.1.0", nil,
        ["ConcurrencyExtras"]
      ),
      ("https://github.com/pointfreeco/swift-custom-dump.git", "1.3.0", nil, ["CustomDump"]),
      (
        "https://github.com/apple/swift-collections.git", "1.1.0", nil,
        ["Collections", "OrderedCollections"]
      ),
      ("https://github.com/pointfreeco/swift-tagged.git", "0.10.0", nil, ["Tagged"]),
      (
        "https://github.com/pointfreeco/combine-schedulers.git", "1.0.2", nil, ["CombineSchedulers"]
      ),
      // TCA Lite's macros need 600 to 603; an app's own macros (written for 509 or 510, which
      // upstream TCA's range allowed) build on those, so its requirement gives way.
      (
        "https://github.com/swiftlang/swift-syntax.git", "600.0.0", "604.0.0",
        [
          "SwiftBasicFormat", "SwiftCompilerPlugin", "SwiftDiagnostics", "SwiftIDEUtils",
          "SwiftOperators", "SwiftParser", "SwiftParserDiagnostics", "SwiftRefactor", "SwiftSyntax",
          "SwiftSyntaxBuilder", "SwiftSyntaxMacroExpansion", "SwiftSyntaxMacros",
          "SwiftSyntaxMacrosGenericTestSupport", "SwiftSyntaxMacrosTestSupport",
        ]
      ),
      // CryptoKit's API, on Linux: a kept `import CryptoKit` becomes `import Crypto`. Every
      // major version has the digests and ciphers apps use, so an app's pin of any stays.
      ("https://github.com/apple/swift-crypto.git", "1.0.0", "5.0.0", ["Crypto", "_CryptoExtras"]),
      (
        "https://github.com/OpenCombine/OpenCombine.git", "0.14.0", nil,
        ["OpenCombine", "OpenCombineShim", "OpenCombineDispatch", "OpenCombineFoundation"]
      ),
    ]
    for entry in remote {
      for module in entry.modules {
        let requirement =
          entry.below.map { #""\#(entry.version)"..<"\#($0)""# } ?? #"from: "\#(entry.version)""#
        products[module] = .remote(url: entry.url, requirement: requirement)
      }
    }
    return products
  }()

  /// The identities of the catalog's packages: an app's own declaration of one gives way to the
  /// catalog's, so that each resolves once.
  static let identities = Set(products.values.map(\.identity))

  /// What an import of `module` needs, or why it cannot be had: nil when the toolchain has it.
  static func resolve(_ module: String, appModules: Set<String>) -> Resolution {
    if appModules.contains(module) { return .appModule }
    // An import of a framework with a stand-in is renamed to the stand-in's module.
    if AppleStandIns.framework(forImport: module) != nil {
      return .product(.lite(AppleStandIns.package))
    }
    if ViewVocabulary.linuxModules.contains(module) { return .toolchain }
    if let source = products[module] { return .product(source) }
    return .unavailable
  }

  /// Where an imported module comes from.
  enum Resolution: Equatable, Sendable {
    /// Another module of the ported app (or a stand-in for an Apple framework).
    case appModule
    /// The Swift toolchain.
    case toolchain
    /// A product of a package.
    case product(Source)
    /// Nowhere on Linux.
    case unavailable
  }
}
