// swift-tools-version: 6.2
// Named as upstream's swift-case-paths, with its products, each re-exporting TCA Lite's module of
// that name: a root package that depends on this folder by path replaces upstream's package
// everywhere in its graph (SwiftPM lets a root's package by path override a package by address
// of the same identity, whatever version is asked for). See Compat/README.md.
import PackageDescription

let package = Package(
  name: "swift-case-paths",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    .library(name: "CasePaths", targets: ["CasePathsInPlaceOfUpstream"]),
    .library(name: "CasePathsCore", targets: ["CasePathsCoreInPlaceOfUpstream"]),
  ],
  dependencies: [.package(path: "../../swift-case-paths-lite")],
  targets: [
    .target(
      name: "CasePathsInPlaceOfUpstream",
      dependencies: [.product(name: "CasePaths", package: "swift-case-paths-lite")]),
    .target(
      name: "CasePathsCoreInPlaceOfUpstream",
      dependencies: [.product(name: "CasePathsCore", package: "swift-case-paths-lite")]),
  ],
  swiftLanguageModes: [.v6]
)
