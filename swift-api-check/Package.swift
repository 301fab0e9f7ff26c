// swift-tools-version: 6.2
import PackageDescription

// `make api-check`: lists every public declaration of upstream's four packages that TCA Lite does
// not declare, read with swift-syntax from both sides' sources. A developer tool: no library
// depends on it.
let package = Package(
  name: "swift-api-check",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    .executable(name: "api-check", targets: ["api-check"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
  ],
  targets: [
    .target(
      name: "APICheck",
      dependencies: [
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .executableTarget(
      name: "api-check",
      dependencies: [
        "APICheck",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "APICheckTests", dependencies: ["APICheck"]),
  ],
  swiftLanguageModes: [.v6]
)
