// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "swift-tca-port",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    // Ports an app's TCA features and their tests to a package that builds on Linux.
    .executable(name: "tca-port", targets: ["tca-port"]),
    // Stand-ins for the Apple value types features keep in state (`Color`, `URL.documentsDirectory`):
    // a ported package depends on it when one of its files names one.
    .library(name: "PortShims", targets: ["PortShims"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.4.0"),
  ],
  targets: [
    .target(
      name: "TCAPort",
      dependencies: [
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .executableTarget(name: "tca-port", dependencies: ["TCAPort"]),
    .target(name: "PortShims"),
    .testTarget(
      name: "TCAPortTests",
      dependencies: [
        "PortShims",
        "TCAPort",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
