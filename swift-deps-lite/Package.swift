// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "swift-deps-lite",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    .library(name: "Dependencies", targets: ["Dependencies"]),
    // `@DependencyClient` and friends; the only product here that builds swift-syntax.
    .library(name: "DependenciesMacros", targets: ["DependenciesMacros"]),
    // Swift Testing traits that override dependencies: `@Test(.dependency(\.uuid, .incrementing))`.
    .library(name: "DependenciesTestSupport", targets: ["DependenciesTestSupport"]),
  ],
  traits: [
    .trait(
      name: "CombineSchedulers",
      description:
        "@Dependency(\\.mainQueue) and \\.mainRunLoop, and combine-schedulers (AnyScheduler, "
        + "TestScheduler, ImmediateScheduler) on Combine, or OpenCombine off Apple platforms."
    ),
    .default(enabledTraits: ["CombineSchedulers"]),
  ],
  dependencies: [
    // The lock ThreadSanitizer sees and the type names of messages; it builds no swift-syntax.
    .package(path: "../swift-lite-support"),
    .package(url: "https://github.com/pointfreeco/swift-clocks.git", from: "1.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras.git", from: "1.1.0"),
    // Upstream's own scheduler library: Combine on Apple platforms, OpenCombine elsewhere.
    .package(url: "https://github.com/pointfreeco/combine-schedulers.git", from: "1.0.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.4.0"),
  ],
  targets: [
    .target(
      name: "Dependencies",
      dependencies: [
        .product(name: "Clocks", package: "swift-clocks"),
        .product(
          name: "CombineSchedulers", package: "combine-schedulers",
          condition: .when(traits: ["CombineSchedulers"])
        ),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "DarwinTimeConstants", package: "swift-lite-support"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "LiteSupport", package: "swift-lite-support"),
        .product(name: "XCTestDynamicOverlay", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "DependenciesMacros",
      dependencies: [
        "DependenciesMacrosPlugin",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "DependenciesTestSupport",
      dependencies: ["Dependencies"]
    ),
    // The macro implementations as a plain library, so expansion tests run without a plugin
    // process.
    .target(
      name: "DependenciesMacrosSupport",
      dependencies: [
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .macro(
      name: "DependenciesMacrosPlugin",
      dependencies: [
        "DependenciesMacrosSupport",
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "DependenciesMacrosTests",
      dependencies: [
        "Dependencies",
        "DependenciesMacros",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "DependenciesMacrosSupportTests",
      dependencies: [
        "DependenciesMacrosSupport",
        .product(name: "MacroExpansionTesting", package: "swift-lite-support"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "DependenciesTestSupportTests",
      dependencies: [
        "Dependencies",
        "DependenciesTestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "DependenciesTests",
      dependencies: [
        "Dependencies",
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
