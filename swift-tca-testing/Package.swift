// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "swift-tca-testing",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    .library(name: "ComposableArchitectureTesting", targets: ["ComposableArchitectureTesting"]),
    // `XCTExpectFailure` for XCTest where it lacks one (Linux, Windows); empty on Apple platforms.
    .library(name: "XCTestExpectFailure", targets: ["XCTestExpectFailure"]),
  ],
  traits: [
    .trait(
      name: "CombineSchedulers",
      description:
        "The core's and the dependencies' Combine surface (schedulers, Effect.publisher, "
        + "Store.publisher), on Combine or OpenCombine off Apple platforms."
    ),
    .default(enabledTraits: ["CombineSchedulers"]),
  ],
  dependencies: [
    .package(path: "../swift-lite-support"),
    .package(path: "../swift-case-paths-lite"),
    .package(
      path: "../swift-deps-lite",
      traits: [.trait(name: "CombineSchedulers", condition: .when(traits: ["CombineSchedulers"]))]
    ),
    .package(
      path: "../swift-tca-core",
      traits: [.trait(name: "CombineSchedulers", condition: .when(traits: ["CombineSchedulers"]))]
    ),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras.git", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump.git", from: "1.3.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.4.0"),
  ],
  targets: [
    .target(
      name: "ComposableArchitectureTesting",
      dependencies: [
        .product(name: "CasePaths", package: "swift-case-paths-lite"),
        .product(name: "ComposableArchitecture", package: "swift-tca-core"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "DependenciesTestSupport", package: "swift-deps-lite"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "LiteSupport", package: "swift-lite-support"),
      ]
    ),
    .target(
      name: "XCTestExpectFailure",
      dependencies: [
        // A lock ThreadSanitizer sees, for the expectations the reporting threads consult.
        .product(name: "LiteSupport", package: "swift-lite-support"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "XCTestExpectFailureTests",
      dependencies: [
        "ComposableArchitectureTesting",
        "XCTestExpectFailure",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The features from upstream's documentation that this package's tests drive with a
    // `TestStore` and FeatureFixturesTests with a `Store`, written once. In no product: only the
    // tests build it.
    .target(
      name: "FeatureFixtures",
      dependencies: [.product(name: "ComposableArchitecture", package: "swift-tca-core")]
    ),
    .testTarget(
      name: "FeatureFixturesTests",
      dependencies: [
        "FeatureFixtures",
        .product(name: "ComposableArchitecture", package: "swift-tca-core"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "ComposableArchitectureTestingTests",
      dependencies: [
        "ComposableArchitectureTesting",
        "FeatureFixtures",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // Upstream-style feature code and tests, compiled unchanged against TCA Lite.
    .testTarget(
      name: "UpstreamCompatibilityTests",
      dependencies: [
        "ComposableArchitectureTesting",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// `make docs` builds the DocC catalogs with swift-docc-plugin, which joins the graph only then:
// users of this package never resolve it.
if Context.environment["TCA_LITE_DOCS"] != nil {
  package.dependencies.append(
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0")
  )
}

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
