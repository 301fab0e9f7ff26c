// swift-tools-version: 6.2
import CompilerPluginSupport
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
    // Stand-ins for Apple frameworks whose types features and clients name (`Speech`, `os`…):
    // a ported module depends on one when a kept file imports the framework.
    .library(name: "CoreLocationStandIn", targets: ["CoreLocationStandIn"]),
    .library(name: "FoundationModelsStandIn", targets: ["FoundationModelsStandIn"]),
    .library(name: "GameKitStandIn", targets: ["GameKitStandIn"]),
    .library(name: "MapKitStandIn", targets: ["MapKitStandIn"]),
    .library(name: "NetworkStandIn", targets: ["NetworkStandIn"]),
    .library(name: "SpeechStandIn", targets: ["SpeechStandIn"]),
    .library(name: "StoreKitStandIn", targets: ["StoreKitStandIn"]),
    .library(name: "UserNotificationsStandIn", targets: ["UserNotificationsStandIn"]),
    .library(name: "osStandIn", targets: ["osStandIn"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.4.0"),
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
    .target(name: "PortShims"),
    .target(name: "CoreLocationStandIn"),
    .target(name: "FoundationModelsStandIn", dependencies: ["StandInMacros"]),
    .target(name: "GameKitStandIn"),
    .target(name: "MapKitStandIn", dependencies: ["CoreLocationStandIn"]),
    .target(name: "NetworkStandIn"),
    .target(name: "SpeechStandIn"),
    .target(name: "StoreKitStandIn"),
    .target(name: "UserNotificationsStandIn"),
    .target(name: "osStandIn"),
    .macro(
      name: "StandInMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "TCAPortTests",
      dependencies: [
        "FoundationModelsStandIn",
        "GameKitStandIn",
        "NetworkStandIn",
        "PortShims",
        "StoreKitStandIn",
        "TCAPort",
        "UserNotificationsStandIn",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
