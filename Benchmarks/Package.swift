// swift-tools-version: 6.2
import PackageDescription

// Performance benchmarks (ordo-one/benchmark): `make bench` runs them; CI builds them. Every suite
// has a "baseline" benchmark doing the same work by hand, so results read as ratios to the floor.
// The case-path, dependency and shared-state suites avoid macros; the store suite depends on
// ComposableArchitecture, whose macros make the release build compile swift-syntax.

let benchmark = Target.Dependency.product(name: "Benchmark", package: "benchmark")
let benchmarkPlugin = Target.PluginUsage.plugin(name: "BenchmarkPlugin", package: "benchmark")

// The fixtures' code is optimized into the benchmarks that call it, as if it were theirs: the
// hot paths measure the libraries, not a call into another module.
let crossModuleOptimized: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"])]

let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(
      url: "https://github.com/ordo-one/benchmark.git", from: "1.38.0",
      traits: ["MallocInterposer"]
    ),
    .package(path: "../swift-case-paths-lite"),
    .package(path: "../swift-deps-lite"),
    .package(path: "../swift-sharing-lite"),
    .package(path: "../swift-tca-core"),
    .package(path: "../swift-tca-testing"),
  ],
  targets: [
    // The enums and the dependency client the case-path and dependency hot paths measure; their
    // files are also compiled, linked, into `Comparison/` against upstream's libraries.
    .target(
      name: "LibraryFixtures",
      dependencies: [
        .product(name: "CasePathsCore", package: "swift-case-paths-lite"),
        .product(name: "Dependencies", package: "swift-deps-lite"),
      ],
      path: "Benchmarks/Fixtures/LibraryFixtures",
      swiftSettings: crossModuleOptimized
    ),
    // The features the store benchmarks and the store hot paths measure.
    .target(
      name: "StoreFixtures",
      dependencies: [.product(name: "ComposableArchitecture", package: "swift-tca-core")],
      path: "Benchmarks/Fixtures/StoreFixtures",
      swiftSettings: crossModuleOptimized
    ),
    .executableTarget(
      name: "CasePathsBenchmarks",
      dependencies: [
        benchmark,
        "LibraryFixtures",
        .product(name: "CasePathsCore", package: "swift-case-paths-lite"),
      ],
      path: "Benchmarks/CasePathsBenchmarks",
      plugins: [benchmarkPlugin]
    ),
    .executableTarget(
      name: "DependenciesBenchmarks",
      dependencies: [
        benchmark,
        "LibraryFixtures",
        .product(name: "Dependencies", package: "swift-deps-lite"),
      ],
      path: "Benchmarks/DependenciesBenchmarks",
      plugins: [benchmarkPlugin]
    ),
    .executableTarget(
      name: "SharedBenchmarks",
      dependencies: [
        benchmark,
        .product(name: "Sharing", package: "swift-sharing-lite"),
      ],
      path: "Benchmarks/SharedBenchmarks",
      plugins: [benchmarkPlugin]
    ),
    .executableTarget(
      name: "StoreBenchmarks",
      dependencies: [
        benchmark,
        "StoreFixtures",
        .product(name: "ComposableArchitecture", package: "swift-tca-core"),
      ],
      path: "Benchmarks/StoreBenchmarks",
      plugins: [benchmarkPlugin]
    ),
    .executableTarget(
      name: "InstructionBudgets",
      dependencies: [
        "LibraryFixtures",
        "StoreFixtures",
        .product(name: "CasePathsCore", package: "swift-case-paths-lite"),
        .product(name: "ComposableArchitectureTesting", package: "swift-tca-testing"),
        .product(name: "Dependencies", package: "swift-deps-lite"),
      ],
      path: "Benchmarks/InstructionBudgets"
    ),
    .executableTarget(
      name: "StoreSoak",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-tca-core")
      ],
      path: "Benchmarks/StoreSoak"
    ),
    .executableTarget(
      name: "TestStoreBenchmarks",
      dependencies: [
        benchmark,
        .product(name: "ComposableArchitectureTesting", package: "swift-tca-testing"),
      ],
      path: "Benchmarks/TestStoreBenchmarks",
      plugins: [benchmarkPlugin]
    ),
  ],
  swiftLanguageModes: [.v6]
)
