// swift-tools-version: 6.2
import PackageDescription

// The bottom of the graph: what the TCA Lite packages share and users never import.
let package = Package(
  name: "swift-lite-support",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    // The lock ThreadSanitizer sees and the type-name printer of the libraries' messages; no
    // dependencies, so every package may use it.
    .library(name: "LiteSupport", targets: ["LiteSupport"]),
    // The one macro-expansion test helper (swift-syntax's, reporting to Swift Testing), for the
    // expansion tests of every TCA Lite macro package. Only test targets depend on it.
    .library(name: "MacroExpansionTesting", targets: ["MacroExpansionTesting"]),
    // Darwin's `NSEC_PER_SEC` family where the platform lacks it: one declaration that
    // `Dependencies` and tca-port's shims both re-export, so that users see one.
    .library(name: "DarwinTimeConstants", targets: ["DarwinTimeConstants"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0")
  ],
  targets: [
    .target(name: "LiteSupport"),
    .target(name: "DarwinTimeConstants"),
    .target(
      name: "MacroExpansionTesting",
      dependencies: [
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
      ]
    ),
    .testTarget(name: "LiteSupportTests", dependencies: ["LiteSupport", "DarwinTimeConstants"]),
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
