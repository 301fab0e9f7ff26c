// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "swift-case-paths-lite",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    // Case paths without macros: no swift-syntax in the graph of a target that uses only this.
    .library(name: "CasePathsCore", targets: ["CasePathsCore"]),
    // The core plus the `@CasePathable` macro.
    .library(name: "CasePaths", targets: ["CasePaths"]),
    // The macro implementations as a plain library, for the core's `@Reducer` and for
    // expansion tests that run without a plugin process.
    .library(name: "CasePathsMacrosSupport", targets: ["CasePathsMacrosSupport"]),
  ],
  dependencies: [
    // The lock ThreadSanitizer sees and the type names of messages; no swift-syntax.
    .package(path: "../swift-lite-support"),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.4.0"),
  ],
  targets: [
    .target(
      name: "CasePathsCore",
      dependencies: [
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "LiteSupport", package: "swift-lite-support"),
      ]
    ),
    .target(
      name: "CasePaths",
      dependencies: [
        "CasePathsCore", "CasePathsMacros",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "LiteSupport", package: "swift-lite-support"),
      ]
    ),
    .target(
      name: "CasePathsMacrosSupport",
      dependencies: [
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .macro(
      name: "CasePathsMacros",
      dependencies: [
        "CasePathsMacrosSupport",
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "CasePathsCoreTests",
      dependencies: [
        "CasePathsCore",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "CasePathsTests",
      dependencies: [
        "CasePaths",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "CasePathsMacrosSupportTests",
      dependencies: [
        "CasePathsMacrosSupport",
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
