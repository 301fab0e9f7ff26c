// swift-tools-version: 6.2
import PackageDescription

// Performance benchmarks (ordo-one/benchmark): `make bench` runs them; CI builds them. Every suite
// has a "baseline" benchmark doing the same work by hand, so results read as ratios to the floor.
// The case-path, dependency and shared-state suites avoid macros; the store suite depends on
// ComposableArchitecture, whose macros make the release build compile swift-syntax.

let benchmark = Target.Dependency.product(name: "Benchmark", package: "benchmark")
let benchmarkPlugin = Target.PluginUsage.plugin(name: "BenchmarkPlugin", package: "benchmark")

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
    .executableTarget(
      name: "CasePathsBenchmarks",
      dependencies: [
        benchmark,
        .product(name: "CasePathsCore", package: "swift-case-paths-lite"),
      ],
      path: "Benchmarks/CasePathsBenchmarks",
      plugins: [benchmarkPlugin]
    ),
    .executableTarget(
      name: "DependenciesBenchmarks",
      dependencies: [
        benchmark,
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
        .product(name: "ComposableArchitecture", package: "swift-tca-core"),
      ],
      path: "Benchmarks/StoreBenchmarks",
      plugins: [benchmarkPlugin]
    ),
    .executableTarget(
      name: "InstructionBudgets",
      dependencies: [
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
