// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-tca-testing",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17)],
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
