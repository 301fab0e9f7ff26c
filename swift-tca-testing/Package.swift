// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-tca-testing",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    .library(name: "ComposableArchitectureTesting", targets: ["ComposableArchitectureTesting"]),
  ],
  dependencies: [
    .package(path: "../swift-tca-core"),
  ],
  targets: [
    .target(
      name: "ComposableArchitectureTesting",
      dependencies: [.product(name: "ComposableArchitecture", package: "swift-tca-core")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
