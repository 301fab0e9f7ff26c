// swift-tools-version: 6.2
import PackageDescription

// The features from upstream's documentation that both the core's tests (driving a `Store`) and
// the testing package's tests (driving a `TestStore`) exercise, written once. Only test targets
// depend on it. It depends on the core with no traits of its own, so building the core with its
// default traits off (`make check-no-combine`) brings no Combine through it.
let package = Package(
  name: "FeatureFixtures",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)],
  products: [
    .library(name: "FeatureFixtures", targets: ["FeatureFixtures"])
  ],
  dependencies: [
    .package(path: "../..", traits: [])
  ],
  targets: [
    .target(
      name: "FeatureFixtures",
      dependencies: [.product(name: "ComposableArchitecture", package: "swift-tca-core")]
    )
  ],
  swiftLanguageModes: [.v6]
)

// `make sanitize` sets TCA_LITE_SANITIZE: the fixtures run in the sanitized suites, so they are
// instrumented as the tests that drive them are.
if let sanitizer = Context.environment["TCA_LITE_SANITIZE"] {
  for target in package.targets {
    target.swiftSettings = [.unsafeFlags(["-sanitize=\(sanitizer)"])]
    target.linkerSettings = [.unsafeFlags(["-sanitize=\(sanitizer)"])]
  }
}
