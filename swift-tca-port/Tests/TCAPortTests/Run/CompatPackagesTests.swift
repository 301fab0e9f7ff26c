import Foundation
import SwiftParser
import Testing

@testable import TCAPort

/// Which of upstream's packages a port's graph brings, so that TCA Lite's `Compat/` package of
/// that name stands in for it.
struct CompatPackagesTests {
  @Test
  func identitiesAreTheLastPathComponentWithoutGitLowercased() {
    #expect(
      CompatPackages.identity(ofAddress: "https://github.com/pointfreeco/swift-case-paths")
        == "swift-case-paths")
    #expect(
      CompatPackages.identity(ofAddress: "git@github.com:pointfreeco/Swift-Sharing.git")
        == "swift-sharing")
  }

  @Test
  func aGraphNamesThePackagesItsManifestsDependOnByAddress() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("compat-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let parsing = scratch.appendingPathComponent("checkouts/swift-parsing")
    let models = scratch.appendingPathComponent("Models")
    for folder in [parsing, models] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try """
    products: [.library(name: "Parsing", targets: ["Parsing"])],
    dependencies: [
      .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
      .package(url: "https://github.com/google/swift-benchmark", from: "0.1.1"),
    ],
    targets: [.target(name: "Parsing"), .systemLibrary(name: "CZlib", path: "zlib")]
    """.write(
      to: parsing.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    // An older manifest SwiftPM picks for older tools counts too.
    try #".package(url: "https://github.com/pointfreeco/swift-dependencies.git", exact: "1.0.0")"#
      .write(
        to: parsing.appendingPathComponent("Package@swift-5.9.swift"), atomically: true,
        encoding: .utf8)
    try #"""
    products: [.library(
      name: "Models", targets: ["Models"])],
    dependencies: [.package(name: "Sharing", url: "https://github.com/pointfreeco/swift-sharing", from: "2.0.0")]
    """#
    .write(to: models.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try """
    {"object": {"dependencies": [
      {"packageRef": {"identity": "swift-parsing", "kind": "remoteSourceControl",
        "location": "https://github.com/pointfreeco/swift-parsing"}, "subpath": "swift-parsing"},
      {"packageRef": {"identity": "models", "kind": "fileSystem", "location": "\(models.path)"},
        "subpath": "models"}
    ]}}
    """.write(
      to: scratch.appendingPathComponent("workspace-state.json"), atomically: true, encoding: .utf8)
    #expect(
      ResolvedGraph.named(inGraphResolvedIn: scratch)
        == ["swift-case-paths", "swift-dependencies", "swift-sharing"])
    // A package whose own code fails (TelemetryDeck's client imports CommonCrypto) is named by
    // its first error, for the modules using it to be set aside.
    let output = """
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      \(parsing.path)/Sources/Parsing/Hash.swift:1:8: error: no such module 'CommonCrypto'
      \(parsing.path)/Sources/Parsing/Other.swift:2:8: error: cannot find 'CC_SHA256' in scope
      /elsewhere/Sources/App/App.swift:3:1: error: not a package's
      \(models.path)/Source/Socket.h:11:9: fatal error: 'Foundation/Foundation.h' file not found
      """
    #expect(
      ResolvedGraph.packagesFailing(in: output, scratch: scratch) == [
        "swift-parsing":
          "\(parsing.path)/Sources/Parsing/Hash.swift:1:8: error: no such module 'CommonCrypto'",
        "models":
          "\(models.path)/Source/Socket.h:11:9: fatal error: 'Foundation/Foundation.h' file not found",
      ])
    // The packages' modules: a unit importing one that comes through another package builds.
    let modules = ResolvedGraph.modules(inGraphResolvedIn: scratch)
    #expect(modules == ["Parsing", "CZlib"])
    var importing = [
      PortedUnit(
        unit: AppUnit(name: "runner", kind: .library, files: []), files: [],
        appDependencies: [], products: [],
        unavailableImports: [(module: "Parsing", file: "main.swift"), ("CoreMotion", "main.swift")])
    ]
    PackageBuilder.dropImports(of: &importing, in: modules)
    #expect(importing[0].unavailableImports.map(\.module) == ["CoreMotion"])
    // The packages' products, for a layout naming a product without its package (Tuist's).
    let owners = ResolvedGraph.productOwners(in: scratch)
    #expect(owners == ["Parsing": "swift-parsing", "Models": "models"])
    #expect(ResolvedGraph.productModules(in: scratch)["Parsing"] == ["Parsing"])
    var units = [
      PortedUnit(
        unit: AppUnit(name: "Feature", kind: .library, files: []), files: [],
        appDependencies: [], products: [], unavailableImports: [])
    ]
    units[0].unit.externalProducts = [
      .init(name: "Parsing", package: ""), .init(name: "Missing", package: ""),
      .init(name: "Tagged", package: "swift-tagged"),
    ]
    PackageBuilder.findPackages(of: &units, owners: owners)
    #expect(
      units[0].unit.externalProducts == [
        .init(name: "Parsing", package: "swift-parsing"),
        .init(name: "Tagged", package: "swift-tagged"),
      ])
  }

  // An Xcode target links every package the app needs; one whose modules no kept file imports
  // (a package importing Darwin) is not built for it.
  @Test
  func aUnitDependsOnlyOnTheProductsItsKeptFilesImport() {
    func unit(importing imports: [String]) -> PortedUnit {
      let text = imports.map { "import \($0)\n" }.joined()
      let tree = Parser.parse(source: text)
      var unit = PortedUnit(
        unit: AppUnit(name: "Feature", kind: .library, files: []),
        files: [
          (
            "Feature.swift", "Feature.swift",
            PortedFile(text: text, removals: [], imports: imports, blockers: [], tree: tree)
          )
        ],
        appDependencies: [], products: [], unavailableImports: [])
      unit.unit.externalProducts = [
        .init(name: "Parsing", package: "swift-parsing"),
        .init(name: "Firebase", package: "firebase"),
        .init(name: "Unknown", package: "unknown"),
      ]
      return unit
    }
    let productModules: [String: Set<String>] = [
      "Parsing": ["Parsing"], "Firebase": ["FirebaseCore", "FirebaseAnalytics"],
      "Other": ["NIO"],
    ]
    let graphModules: Set<String> = ["Parsing", "FirebaseCore", "FirebaseAnalytics", "NIO"]
    var units = [unit(importing: ["Foundation", "FirebaseCore"]), unit(importing: ["NIO"])]
    PackageBuilder.dropUnimportedProducts(
      of: &units, productModules: productModules, graphModules: graphModules)
    // A product whose modules are not known stays; one whose module is imported stays.
    #expect(units[0].unit.externalProducts.map(\.name) == ["Firebase", "Unknown"])
    // A module of the graph no product of the unit names may come through any of them.
    #expect(units[1].unit.externalProducts.map(\.name) == ["Parsing", "Firebase", "Unknown"])
  }

  @Test
  func theManifestDependsOnTheCompatPackagesByPath() {
    var manifest = ManifestWriter(
      packageName: "CalculatorPort", liteRoot: "/repo", languageMode: 5, targets: [])
    manifest.compatPackages = ["swift-case-paths"]
    #expect(manifest.text.contains(#".package(path: "/repo/Compat/swift-case-paths"),"#))
  }
}
