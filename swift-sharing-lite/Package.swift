// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-sharing-lite",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16)],
  products: [
    .library(name: "Sharing", targets: ["Sharing"]),
  ],
  dependencies: [
    .package(path: "../swift-deps-lite"),
  ],
  targets: [
    .target(
      name: "Sharing",
      dependencies: [.product(name: "Dependencies", package: "swift-deps-lite")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
