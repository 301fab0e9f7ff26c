// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

// What a ported app links on Linux in place of Apple's frameworks: `PortShims`, the Apple value
// types features keep in state (`Color`, `URL.documentsDirectory`), and one stand-in per framework
// whose types kept code names (`SpeechStandIn`, `osStandIn`…). tca-port adds this package by path
// to a ported package whose files import one of them; none of it is TCA API.
let package = Package(
  name: "swift-stand-ins",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    .library(name: "PortShims", targets: ["PortShims"]),
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
    .package(path: "../swift-lite-support"),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.4.0"),
  ],
  targets: [
    // The stand-ins' shared state is behind LiteSupport's `VisibleLock`, which ThreadSanitizer
    // sees (`Mutex` on Linux it does not).
    .target(
      name: "PortShims",
      dependencies: [
        .product(name: "DarwinTimeConstants", package: "swift-lite-support"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "LiteSupport", package: "swift-lite-support"),
      ]),
    .target(name: "CoreLocationStandIn"),
    .target(name: "FoundationModelsStandIn", dependencies: ["StandInMacros"]),
    .target(name: "GameKitStandIn"),
    .target(name: "MapKitStandIn", dependencies: ["CoreLocationStandIn"]),
    .target(
      name: "NetworkStandIn",
      dependencies: [.product(name: "LiteSupport", package: "swift-lite-support")]
    ),
    .target(name: "SpeechStandIn"),
    .target(name: "StoreKitStandIn"),
    .target(name: "UserNotificationsStandIn"),
    .target(name: "osStandIn"),
    // FoundationModels' `@Generable` and `@Guide`.
    .macro(
      name: "StandInMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "StandInMacrosTests",
      dependencies: [
        "StandInMacros",
        .product(name: "MacroExpansionTesting", package: "swift-lite-support"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// One test target per stand-in module, named for it, testing what ported features rely on.
for module in [
  "PortShims", "CoreLocationStandIn", "FoundationModelsStandIn", "GameKitStandIn",
  "MapKitStandIn", "NetworkStandIn", "SpeechStandIn", "StoreKitStandIn",
  "UserNotificationsStandIn", "osStandIn",
] {
  package.targets.append(
    .testTarget(
      name: "\(module)Tests",
      dependencies: [
        .target(name: module),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    )
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
