// swift-tools-version: 6.2
import PackageDescription

// The case-path and dependency hot paths of `InstructionBudgets`, compiled unchanged (the same
// source files, linked here: a target cannot take its sources from another package; the
// fixtures are `Benchmarks/Fixtures/LibraryFixtures`) against upstream pointfreeco/swift-case-paths and
// pointfreeco/swift-dependencies, for `make bench-compare`. Only for measuring: nothing in the
// repository depends on this package, and `make test` never builds it.

let package = Package(
  name: "Comparison",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-case-paths.git", exact: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies.git", exact: "1.17.1"),
  ],
  targets: [
    .executableTarget(
      name: "UpstreamHotPaths",
      dependencies: [
        .product(name: "CasePathsCore", package: "swift-case-paths"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
