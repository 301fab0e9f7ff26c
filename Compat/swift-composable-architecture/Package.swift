// swift-tools-version: 6.2
// Named as upstream's swift-composable-architecture, with its products, each re-exporting TCA Lite's module of
// that name: a root package that depends on this folder by path replaces upstream's package
// everywhere in its graph (SwiftPM lets a root's package by path override a package by address
// of the same identity, whatever version is asked for). See Compat/README.md.
import PackageDescription

let package = Package(
  name: "swift-composable-architecture",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitectureInPlaceOfUpstream"])
  ],
  dependencies: [.package(path: "../../swift-tca-core")],
  targets: [
    .target(
      name: "ComposableArchitectureInPlaceOfUpstream",
      dependencies: [.product(name: "ComposableArchitecture", package: "swift-tca-core")])
  ],
  swiftLanguageModes: [.v6]
)
