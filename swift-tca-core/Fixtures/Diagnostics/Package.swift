// swift-tools-version: 6.2
import PackageDescription

// Misuses of ComposableArchitecture that must not compile, one target each, listed with their
// compiler message in expected-errors.tsv; `make check-diagnostics` checks them. `Compiles` is
// the control: the same feature (`LoginFeature`), used correctly, builds.
let composableArchitecture = Target.Dependency.product(
  name: "ComposableArchitecture", package: "swift-tca-core")

let warningsAsErrors: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

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
    // Deprecated API warns with upstream's message; these targets build with warnings as errors.
    .target(
      name: "DeprecatedViewStore", dependencies: [composableArchitecture, "LoginFeature"],
      swiftSettings: warningsAsErrors),
    .target(
      name: "DeprecatedBindingState", dependencies: [composableArchitecture],
      swiftSettings: warningsAsErrors),
    .target(
      name: "DeprecatedCasePathScope", dependencies: [composableArchitecture, "LoginFeature"],
      swiftSettings: warningsAsErrors),
    .target(
      name: "DeprecatedClosureScope", dependencies: [composableArchitecture, "LoginFeature"],
      swiftSettings: warningsAsErrors),
    .target(
      name: "DeprecatedStoreIfLet", dependencies: [composableArchitecture, "LoginFeature"],
      swiftSettings: warningsAsErrors),
    // A name renamed before 1.0 fails with the name to write.
    .target(name: "RenamedBindableState", dependencies: [composableArchitecture]),
  ],
  swiftLanguageModes: [.v6]
)
