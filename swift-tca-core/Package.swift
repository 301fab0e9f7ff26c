// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "swift-tca-core",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"])
  ],
  traits: [
    .trait(
      name: "CombineSchedulers",
      description:
        "Effect.publisher, debounce and throttle on a scheduler, Store.publisher, and the "
        + "dependencies' \\.mainQueue and \\.mainRunLoop: Combine, or OpenCombine off Apple platforms."
    ),
    .default(enabledTraits: ["CombineSchedulers"]),
  ],
  dependencies: [
    .package(path: "../swift-case-paths-lite"),
    .package(path: "../swift-lite-support"),
    .package(
      path: "../swift-deps-lite",
      traits: [.trait(name: "CombineSchedulers", condition: .when(traits: ["CombineSchedulers"]))]),
    .package(
      path: "../swift-sharing-lite",
      traits: [.trait(name: "CombineSchedulers", condition: .when(traits: ["CombineSchedulers"]))]),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/combine-schedulers.git", from: "1.0.2"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras.git", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump.git", from: "1.3.0"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections.git", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.4.0"),
  ],
  targets: [
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "ComposableArchitectureMacros",
        .product(name: "CasePaths", package: "swift-case-paths-lite"),
        // The type-name printer, for runtime warnings that name actions, and the lock
        // ThreadSanitizer sees.
        .product(name: "LiteSupport", package: "swift-lite-support"),
        .product(name: "Dependencies", package: "swift-deps-lite"),
        .product(name: "DependenciesMacros", package: "swift-deps-lite"),
        .product(name: "Sharing", package: "swift-sharing-lite"),
        .product(
          name: "CombineSchedulers", package: "combine-schedulers",
          condition: .when(traits: ["CombineSchedulers"])
        ),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The macro implementations as a plain library, so expansion tests run without a plugin
    // process.
    .target(
      name: "ComposableArchitectureMacrosSupport",
      dependencies: [
        .product(name: "CasePathsMacrosSupport", package: "swift-case-paths-lite"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .macro(
      name: "ComposableArchitectureMacros",
      dependencies: [
        "ComposableArchitectureMacrosSupport",
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "ComposableArchitectureMacrosSupportTests",
      dependencies: [
        "ComposableArchitectureMacrosSupport",
        .product(name: "MacroExpansionTesting", package: "swift-lite-support"),
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
