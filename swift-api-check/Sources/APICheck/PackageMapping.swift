/// Which of TCA Lite's modules stand in for one upstream package's: what a user importing the
/// upstream package's modules sees here.
public struct PackageMapping: Sendable {
  /// The upstream package's folder name (its repository's).
  public var upstreamPackage: String
  /// The upstream modules users import (macro implementations and internals left out).
  public var upstreamModules: [String]
  /// TCA Lite's modules that stand in for them, as `<package folder>/<module>`, with those they
  /// re-export.
  public var liteModules: [String]

  /// Upstream's four packages and TCA Lite's modules for each.
  public static let all: [PackageMapping] = [
    PackageMapping(
      upstreamPackage: "swift-case-paths", upstreamModules: ["CasePaths", "CasePathsCore"],
      liteModules: casePaths),
    PackageMapping(
      upstreamPackage: "swift-dependencies",
      upstreamModules: ["Dependencies", "DependenciesMacros", "DependenciesTestSupport"],
      liteModules: dependencies),
    PackageMapping(
      upstreamPackage: "swift-sharing", upstreamModules: ["Sharing"], liteModules: sharing),
    PackageMapping(
      upstreamPackage: "swift-composable-architecture", upstreamModules: ["ComposableArchitecture"],
      liteModules: casePaths + dependencies + sharing + [
        "swift-tca-core/ComposableArchitecture",
        "swift-tca-testing/ComposableArchitectureTesting",
      ]),
  ]

  private static let casePaths = [
    "swift-case-paths-lite/CasePaths", "swift-case-paths-lite/CasePathsCore",
  ]
  private static let dependencies = [
    "swift-deps-lite/Dependencies", "swift-deps-lite/DependenciesMacros",
    "swift-deps-lite/DependenciesTestSupport",
  ]
  private static let sharing = ["swift-sharing-lite/Sharing"]
}
