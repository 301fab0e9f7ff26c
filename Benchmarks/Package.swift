// swift-tools-version: 6.1
import PackageDescription

// Performance benchmarks (ordo-one/benchmark): `make bench` runs them; CI builds them. Every suite
// has a "baseline" benchmark doing the same work by hand, so results read as ratios to the floor.
// Benchmarks avoid macros so a release build does not have to build swift-syntax: their enums
// spell out the case paths `@CasePathable` would generate.

let benchmark = Target.Dependency.product(name: "Benchmark", package: "benchmark")
let benchmarkPlugin = Target.PluginUsage.plugin(name: "BenchmarkPlugin", package: "benchmark")

let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(
      url: "https://github.com/ordo-one/benchmark.git", from: "1.38.0",
      traits: ["MallocInterposer"]
    ),
    .package(path: "../swift-case-paths-lite"),
    .package(path: "../swift-deps-lite"),
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
  ],
  swiftLanguageModes: [.v6]
)
