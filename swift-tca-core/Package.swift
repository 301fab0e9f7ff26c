// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-tca-core",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17)],
  products: [
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
  ],
  dependencies: [
    .package(path: "../swift-case-paths-lite"),
    .package(path: "../swift-deps-lite"),
    .package(path: "../swift-sharing-lite"),
  ],
  targets: [
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        .product(name: "CasePaths", package: "swift-case-paths-lite"),
        .product(name: "Dependencies", package: "swift-deps-lite"),
        .product(name: "Sharing", package: "swift-sharing-lite"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
