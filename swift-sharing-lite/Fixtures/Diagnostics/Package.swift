// swift-tools-version: 6.2
import PackageDescription

// Misuses of Sharing that must not compile, one target each, listed with their compiler message
// in expected-errors.tsv; `make check-diagnostics` checks them. `Compiles` is the control: the
// correct spellings build.
let sharing = Target.Dependency.product(name: "Sharing", package: "swift-sharing-lite")

// A deprecation is a warning; built with this, it fails the target with its message.
let warningsAsErrors: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
  name: "SharingDiagnostics",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(name: "Compiles", dependencies: [sharing]),
    .target(name: "DirectSetter", dependencies: [sharing], swiftSettings: warningsAsErrors),
    .target(name: "WriteToReader", dependencies: [sharing]),
    .target(name: "MismatchedKeyType", dependencies: [sharing]),
  ],
  swiftLanguageModes: [.v6]
)
