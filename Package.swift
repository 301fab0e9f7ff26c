// swift-tools-version: 6.2
import PackageDescription

// The monorepo's test runner: one package that depends on every sub-package by path and
// re-declares their test targets from their own `Tests/` folders, so swift-syntax and the shared
// dependencies build once for all of them. `make test` runs it; each sub-package still builds and
// tests on its own (`swift test --package-path <package>`). A package joins the list below when it
// has tests.

let issueReportingTestSupport = Target.Dependency.product(
  name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"
)

let package = Package(
  name: "tca-lite",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  dependencies: [
    .package(path: "swift-case-paths-lite"),
    .package(path: "swift-deps-lite"),
    .package(path: "swift-sharing-lite"),
    .package(path: "swift-tca-core"),
    .package(path: "swift-tca-testing"),
    .package(path: "Examples"),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.4.0"),
  ],
  targets: [
    .testTarget(
      name: "CasePathsCoreTests",
      dependencies: [
        .product(name: "CasePathsCore", package: "swift-case-paths-lite"),
        issueReportingTestSupport,
      ],
      path: "swift-case-paths-lite/Tests/CasePathsCoreTests"
    ),
    .testTarget(
      name: "CasePathsTests",
      dependencies: [
        .product(name: "CasePaths", package: "swift-case-paths-lite"),
        issueReportingTestSupport,
      ],
      path: "swift-case-paths-lite/Tests/CasePathsTests"
    ),
    .testTarget(
      name: "CasePathsMacrosSupportTests",
      dependencies: [
        .product(name: "CasePathsMacrosSupport", package: "swift-case-paths-lite"),
        .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
        issueReportingTestSupport,
      ],
      path: "swift-case-paths-lite/Tests/CasePathsMacrosSupportTests"
    ),
    .executableTarget(
      name: "SharingFaultHelper",
      dependencies: [.product(name: "Sharing", package: "swift-sharing-lite")],
      path: "swift-sharing-lite/Tests/SharingFaultHelper"
    ),
    .testTarget(
      name: "SharingTests",
      dependencies: [
        "SharingFaultHelper",
        .product(name: "Sharing", package: "swift-sharing-lite"),
        issueReportingTestSupport,
      ],
      path: "swift-sharing-lite/Tests/SharingTests"
    ),
    .testTarget(
      name: "DependenciesTests",
      dependencies: [
        .product(name: "Dependencies", package: "swift-deps-lite"),
        issueReportingTestSupport,
      ],
      path: "swift-deps-lite/Tests/DependenciesTests"
    ),
    .testTarget(
      name: "DependenciesTestSupportTests",
      dependencies: [
        .product(name: "Dependencies", package: "swift-deps-lite"),
        .product(name: "DependenciesTestSupport", package: "swift-deps-lite"),
        issueReportingTestSupport,
      ],
      path: "swift-deps-lite/Tests/DependenciesTestSupportTests"
    ),
    .testTarget(
      name: "DependenciesMacrosTests",
      dependencies: [
        .product(name: "Dependencies", package: "swift-deps-lite"),
        .product(name: "DependenciesMacros", package: "swift-deps-lite"),
        issueReportingTestSupport,
      ],
      path: "swift-deps-lite/Tests/DependenciesMacrosTests"
    ),
    .testTarget(
      name: "DependenciesMacrosSupportTests",
      dependencies: [
        .product(name: "DependenciesMacrosSupport", package: "swift-deps-lite"),
        .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
        issueReportingTestSupport,
      ],
      path: "swift-deps-lite/Tests/DependenciesMacrosSupportTests"
    ),
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-tca-core"),
        issueReportingTestSupport,
      ],
      path: "swift-tca-core/Tests/ComposableArchitectureTests"
    ),
    .testTarget(
      name: "ComposableArchitectureMacrosSupportTests",
      dependencies: [
        .product(name: "ComposableArchitectureMacrosSupport", package: "swift-tca-core"),
        .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
        issueReportingTestSupport,
      ],
      path: "swift-tca-core/Tests/ComposableArchitectureMacrosSupportTests"
    ),
    .testTarget(
      name: "ComposableArchitectureTestingTests",
      dependencies: [
        .product(name: "ComposableArchitectureTesting", package: "swift-tca-testing"),
        issueReportingTestSupport,
      ],
      path: "swift-tca-testing/Tests/ComposableArchitectureTestingTests"
    ),
    .testTarget(
      name: "XCTestExpectFailureTests",
      dependencies: [
        .product(name: "ComposableArchitectureTesting", package: "swift-tca-testing"),
        .product(name: "XCTestExpectFailure", package: "swift-tca-testing"),
        issueReportingTestSupport,
      ],
      path: "swift-tca-testing/Tests/XCTestExpectFailureTests"
    ),
    .testTarget(
      name: "UpstreamCompatibilityTests",
      dependencies: [
        .product(name: "ComposableArchitectureTesting", package: "swift-tca-testing"),
        issueReportingTestSupport,
      ],
      path: "swift-tca-testing/Tests/UpstreamCompatibilityTests"
    ),
    .testTarget(
      name: "CounterFeatureTests",
      dependencies: [
        .product(name: "CounterFeature", package: "Examples"),
        .product(name: "ComposableArchitectureTesting", package: "swift-tca-testing"),
        issueReportingTestSupport,
      ],
      path: "Examples/Tests/CounterFeatureTests"
    ),
    .testTarget(
      name: "SyncUpsFeatureTests",
      dependencies: [
        .product(name: "SyncUpsFeature", package: "Examples"),
        .product(name: "ComposableArchitectureTesting", package: "swift-tca-testing"),
        issueReportingTestSupport,
      ],
      path: "Examples/Tests/SyncUpsFeatureTests"
    ),
    .testTarget(
      name: "SyncUpsTerminalTests",
      dependencies: [
        .product(name: "SyncUpsTerminal", package: "Examples"),
        .product(name: "ComposableArchitectureTesting", package: "swift-tca-testing"),
        issueReportingTestSupport,
      ],
      path: "Examples/Tests/SyncUpsTerminalTests"
    ),
    .testTarget(
      name: "SyncUpsEndToEndTests",
      dependencies: [
        .product(name: "PseudoTerminal", package: "Examples"),
        .product(name: "SyncUps", package: "Examples"),
        .product(name: "SyncUpsFeature", package: "Examples"),
      ],
      path: "Examples/Tests/SyncUpsEndToEndTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)
