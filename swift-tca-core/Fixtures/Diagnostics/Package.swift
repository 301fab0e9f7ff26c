// swift-tools-version: 6.0
import PackageDescription

// Misuses of ComposableArchitecture that must not compile, one target each;
// `make check-diagnostics` builds each and checks the compiler's message. `Compiles` is the
// control: the same feature, used correctly, builds.
let composableArchitecture = Target.Dependency.product(
  name: "ComposableArchitecture", package: "swift-tca-core")

let package = Package(
  name: "ComposableArchitectureDiagnostics",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(name: "Compiles", dependencies: [composableArchitecture]),
    .target(name: "SendNonViewAction", dependencies: [composableArchitecture]),
    .target(name: "ReadOnlyStoreField", dependencies: [composableArchitecture]),
  ],
  swiftLanguageModes: [.v6]
)
