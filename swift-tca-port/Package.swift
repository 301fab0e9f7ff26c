// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "swift-tca-port",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    // Ports an app's TCA features and their tests to a package that builds on Linux.
    .executable(name: "tca-port", targets: ["tca-port"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.4.0"),
    // What ported packages link in place of Apple's frameworks (`PortShims`, the stand-ins): the
    // tool adds it to them by path, and its tests check the tool's catalog against it.
    .package(path: "../swift-stand-ins"),
  ],
  targets: [
    .target(
      name: "TCAPort",
      dependencies: [
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .executableTarget(name: "tca-port", dependencies: ["TCAPort"]),
    .testTarget(
      name: "TCAPortTests",
      dependencies: [
        "TCAPort",
        .product(name: "PortShims", package: "swift-stand-ins"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
