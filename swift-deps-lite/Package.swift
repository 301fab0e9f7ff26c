// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-deps-lite",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16)],
  products: [
    .library(name: "Dependencies", targets: ["Dependencies"]),
  ],
  targets: [
    .target(name: "Dependencies"),
  ],
  swiftLanguageModes: [.v6]
)
