// swift-tools-version: 6.2
import PackageDescription

// Misuses of ComposableArchitecture that must not compile, one target each, listed with their
// compiler message in expected-errors.tsv; `make check-diagnostics` checks them. `Compiles` is
// the control: the same feature (`LoginFeature`), used correctly, builds.
let composableArchitecture = Target.Dependency.product(
  name: "ComposableArchitecture", package: "swift-tca-core")

let package = Package(
  name: "ComposableArchitectureDiagnostics",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(name: "LoginFeature", dependencies: [composableArchitecture]),
    .target(name: "Compiles", dependencies: [composableArchitecture, "LoginFeature"]),
    .target(name: "SendNonViewAction", dependencies: [composableArchitecture, "LoginFeature"]),
    .target(name: "ReadOnlyStoreField", dependencies: [composableArchitecture, "LoginFeature"]),
    .target(name: "RowsScopedAsOneStore", dependencies: [composableArchitecture]),
  ],
  swiftLanguageModes: [.v6]
)
