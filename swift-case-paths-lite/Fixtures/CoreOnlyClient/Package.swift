// swift-tools-version: 6.2
import PackageDescription

// A client that uses only `CasePathsCore`. `make check-core-graph` builds it and fails if any
// swift-syntax module was built: the core must stay macro-free.
let package = Package(
  name: "CoreOnlyClient",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "CoreOnlyClient",
      dependencies: [.product(name: "CasePathsCore", package: "swift-case-paths-lite")]
    )
  ],
  swiftLanguageModes: [.v6]
)
