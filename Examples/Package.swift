// swift-tools-version: 6.2
import PackageDescription

// Runnable apps built on the TCA Lite packages. `swift run --package-path Examples Counter`.
let package = Package(
  name: "Examples",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    .executable(name: "Counter", targets: ["Counter"]),
    .executable(name: "SyncUps", targets: ["SyncUps"]),
    .library(name: "CounterFeature", targets: ["CounterFeature"]),
    .library(name: "SyncUpsFeature", targets: ["SyncUpsFeature"]),
    .library(name: "SyncUpsTerminal", targets: ["SyncUpsTerminal"]),
    .library(name: "PseudoTerminal", targets: ["PseudoTerminal"]),
    .executable(name: "SyncUpsLatency", targets: ["SyncUpsLatency"]),
  ],
  dependencies: [
    .package(path: "../swift-tca-core"),
    .package(path: "../swift-tca-testing"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.4.0"),
  ],
  targets: [
    .target(
      name: "CounterFeature",
      dependencies: [.product(name: "ComposableArchitecture", package: "swift-tca-core")]
    ),
    .executableTarget(name: "Counter", dependencies: ["CounterFeature"]),
    .target(
      name: "SyncUpsFeature",
      dependencies: [.product(name: "ComposableArchitecture", package: "swift-tca-core")]
    ),
    .target(name: "SyncUpsTerminal", dependencies: ["SyncUpsFeature"]),
    .executableTarget(name: "SyncUps", dependencies: ["SyncUpsFeature", "SyncUpsTerminal"]),
    .target(name: "PseudoTerminal"),
    .executableTarget(name: "SyncUpsLatency", dependencies: ["PseudoTerminal", "SyncUpsFeature"]),
    .testTarget(
      name: "CounterFeatureTests",
      dependencies: [
        "CounterFeature",
        .product(name: "ComposableArchitectureTesting", package: "swift-tca-testing"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // What the app's tests share: the dependencies they run the whole app with.
    .target(
      name: "SyncUpsTestSupport",
      dependencies: ["SyncUpsFeature"],
      path: "Tests/SyncUpsTestSupport"
    ),
    .testTarget(
      name: "SyncUpsFeatureTests",
      dependencies: [
        "SyncUpsFeature",
        "SyncUpsTestSupport",
        .product(name: "ComposableArchitectureTesting", package: "swift-tca-testing"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "SyncUpsTerminalTests",
      dependencies: [
        "SyncUpsTerminal",
        "SyncUpsTestSupport",
        .product(name: "ComposableArchitectureTesting", package: "swift-tca-testing"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "SyncUpsEndToEndTests",
      dependencies: ["PseudoTerminal", "SyncUps", "SyncUpsFeature"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// `make sanitize` sets TCA_LITE_SANITIZE to `thread` or `address`: this package's own code is
// compiled and linked with that sanitizer, in the build folder `make test` uses, while its
// dependencies (swift-syntax among them) keep their plain builds. Macros, their support libraries
// and the expansion-test helper stay plain: they run inside the compiler or drive swift-syntax.
if let sanitizer = Context.environment["TCA_LITE_SANITIZE"] {
  for target in package.targets
  where target.type != .macro && !target.name.hasSuffix("MacrosSupport")
    && target.name != "MacroExpansionTesting"
  {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
    target.linkerSettings =
      (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
  }
}
