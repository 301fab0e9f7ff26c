// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "swift-sharing-lite",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    .library(name: "Sharing", targets: ["Sharing"])
  ],
  traits: [
    .trait(
      name: "CombineSchedulers",
      description:
        "$shared.publisher, on Combine or OpenCombine off Apple platforms, and the dependencies' "
        + "schedulers."
    ),
    .default(enabledTraits: ["CombineSchedulers"]),
  ],
  dependencies: [
    .package(path: "../swift-lite-support"),
    .package(
      path: "../swift-deps-lite",
      traits: [.trait(name: "CombineSchedulers", condition: .when(traits: ["CombineSchedulers"]))]),
    .package(url: "https://github.com/pointfreeco/combine-schedulers.git", from: "1.0.2"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump.git", from: "1.3.0"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections.git", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.4.0"),
  ],
  targets: [
    .target(
      name: "Sharing",
      dependencies: [
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-deps-lite"),
        .product(name: "LiteSupport", package: "swift-lite-support"),
        .product(
          name: "CombineSchedulers", package: "combine-schedulers",
          condition: .when(traits: ["CombineSchedulers"])
        ),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    // A second process for the file-storage fault tests.
    .executableTarget(
      name: "SharingFaultHelper",
      dependencies: ["Sharing"],
      path: "Tests/SharingFaultHelper"
    ),
    .testTarget(
      name: "SharingTests",
      dependencies: [
        "Sharing",
        "SharingFaultHelper",
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
