// swift-tools-version: 5.10
import PackageDescription

let package = Package(
  name: "WorkoutsKit",
  platforms: [.iOS(.v17)],
  products: [.library(name: "AppFeature", targets: ["AppFeature"])],
  dependencies: [
    .package(path: "../Models"),
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.17.0"),
    .package(url: "https://github.com/onevcat/Kingfisher", from: "8.0.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
  ],
  targets: [
    .target(
      name: "AppFeature",
      dependencies: ["SettingsFeature", "WorkoutListFeature", tca]),
    .target(
      name: "WorkoutListFeature",
      dependencies: ["Models", "WorkoutDetailFeature", "WorkoutStore", tca]),
    .target(
      name: "WorkoutDetailFeature",
      dependencies: ["ExerciseCatalog", "HapticsClient", "LocationClient", "Models", tca]),
    .target(
      name: "SettingsFeature",
      dependencies: [
        "SpeechClient", tca, .product(name: "Kingfisher", package: "Kingfisher"),
      ]),
    .target(name: "LocationClient", dependencies: [tca]),
    .target(name: "SpeechClient", dependencies: [tca]),
    .target(name: "HapticsClient", dependencies: [tca]),
    .target(name: "TunnelClient", dependencies: [tca]),
    .target(name: "SubscriptionClient", dependencies: [tca]),
    .target(
      name: "ExerciseCatalog", dependencies: ["Models", tca],
      resources: [.process("Resources")]),
    .target(name: "WorkoutStore", dependencies: ["CSQLite", "Models", tca]),
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .testTarget(name: "AppFeatureTests", dependencies: ["AppFeature", testSupport]),
    .testTarget(
      name: "WorkoutListFeatureTests", dependencies: ["WorkoutListFeature", testSupport]),
    .testTarget(
      name: "WorkoutDetailFeatureTests",
      dependencies: ["HapticsClient", "WorkoutDetailFeature", testSupport]),
    .testTarget(name: "ExerciseCatalogTests", dependencies: ["ExerciseCatalog", testSupport]),
    .testTarget(name: "WorkoutStoreTests", dependencies: ["WorkoutStore", testSupport]),
    .testTarget(name: "TunnelClientTests", dependencies: ["TunnelClient", testSupport]),
    .testTarget(
      name: "SubscriptionClientTests", dependencies: ["SubscriptionClient", testSupport]),
  ]
)

var tca: Target.Dependency {
  .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
}

// Without it, Swift Testing passes a test that reports an issue (an unimplemented dependency).
var testSupport: Target.Dependency {
  .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")
}
