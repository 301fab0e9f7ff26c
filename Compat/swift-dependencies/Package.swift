// swift-tools-version: 6.2
// Named as upstream's swift-dependencies, with its products, each re-exporting TCA Lite's module of
// that name: a root package that depends on this folder by path replaces upstream's package
// everywhere in its graph (SwiftPM lets a root's package by path override a package by address
// of the same identity, whatever version is asked for). See Compat/README.md.
import PackageDescription

let package = Package(
  name: "swift-dependencies",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    .library(name: "Dependencies", targets: ["DependenciesInPlaceOfUpstream"]),
    .library(name: "DependenciesMacros", targets: ["DependenciesMacrosInPlaceOfUpstream"]),
    .library(
      name: "DependenciesTestSupport", targets: ["DependenciesTestSupportInPlaceOfUpstream"]),
  ],
  // Upstream's traits, so that a package enabling one resolves; TCA Lite's clocks and Foundation
  // values are always there, and its Combine schedulers follow its own default trait.
  traits: [
    "Clocks", "CombineSchedulers", "Foundation", "FoundationNetworking",
    .default(enabledTraits: ["Clocks", "CombineSchedulers", "Foundation", "FoundationNetworking"]),
  ],
  dependencies: [.package(path: "../../swift-deps-lite")],
  targets: [
    .target(
      name: "DependenciesInPlaceOfUpstream",
      dependencies: [.product(name: "Dependencies", package: "swift-deps-lite")]),
    .target(
      name: "DependenciesMacrosInPlaceOfUpstream",
      dependencies: [.product(name: "DependenciesMacros", package: "swift-deps-lite")]),
    .target(
      name: "DependenciesTestSupportInPlaceOfUpstream",
      dependencies: [.product(name: "DependenciesTestSupport", package: "swift-deps-lite")]),
  ],
  swiftLanguageModes: [.v6]
)
