// swift-tools-version: 5.10
import PackageDescription

// An app package whose graph brings upstream swift-case-paths through swift-parsing (which asks
// for it with a range, while the app pins swift-parsing exactly): the port builds it on TCA Lite.
// Its Conversions package extends `CasePath` as a concrete type, as swift-parsing 0.14 does.
// Its About screen runs a build tool plugin of the app's (BuildInfo, by path) and has resources
// SwiftPM takes without a declaration on Apple platforms only (a string and an asset catalog).
let package = Package(
  name: "Calculator",
  defaultLocalization: "en",
  platforms: [.iOS(.v17)],
  products: [
    .library(name: "AboutFeature", targets: ["AboutFeature"]),
    .library(name: "CalculatorFeature", targets: ["CalculatorFeature"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.17.0"),
    .package(url: "https://github.com/pointfreeco/swift-parsing", exact: "0.15.2"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
    .package(path: "BuildInfo"),
    .package(path: "Conversions"),
  ],
  targets: [
    .target(
      name: "AboutFeature",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ],
      exclude: ["release.txt"],
      plugins: [.plugin(name: "BuildInfoPlugin", package: "BuildInfo")]),
    .testTarget(
      name: "AboutFeatureTests",
      dependencies: [
        "AboutFeature",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]),
    .target(
      name: "CalculatorFeature",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "Parsing", package: "swift-parsing"),
        .product(name: "Conversions", package: "Conversions"),
      ]),
    .testTarget(
      name: "CalculatorFeatureTests",
      dependencies: [
        "CalculatorFeature",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]),
  ]
)
