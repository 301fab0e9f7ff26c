// swift-tools-version: 5.10
import PackageDescription

// An app package whose graph brings upstream swift-case-paths through swift-parsing (which asks
// for it with a range, while the app pins swift-parsing exactly): the port builds it on TCA Lite.
let package = Package(
  name: "Calculator",
  platforms: [.iOS(.v17)],
  products: [.library(name: "CalculatorFeature", targets: ["CalculatorFeature"])],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.17.0"),
    .package(url: "https://github.com/pointfreeco/swift-parsing", exact: "0.15.2"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
  ],
  targets: [
    .target(
      name: "CalculatorFeature",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "Parsing", package: "swift-parsing"),
      ]),
    .testTarget(
      name: "CalculatorFeatureTests",
      dependencies: [
        "CalculatorFeature",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]),
  ]
)
