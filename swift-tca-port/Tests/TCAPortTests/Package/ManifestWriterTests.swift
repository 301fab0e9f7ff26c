import Foundation
import Testing

@testable import TCAPort

/// The ported package's manifest.
struct ManifestWriterTests {
  @Test
  func theManifestDependsOnTheLitePackagesByPathAndOnOthersByAddress() {
    let manifest = ManifestWriter(
      packageName: "SyncUpsPort", liteRoot: "/repo", languageMode: 6,
      targets: [
        .init(
          name: "SyncUps", isTest: false, appDependencies: ["PortShims"],
          products: ["ComposableArchitecture", "Tagged"]),
        .init(
          name: "SyncUpsTests", isTest: true, appDependencies: ["SyncUps"],
          products: ["ComposableArchitectureTesting", "IssueReportingTestSupport"]),
      ])
    let text = manifest.text
    #expect(text.contains(#".package(path: "/repo/swift-tca-core"),"#))
    #expect(text.contains(#".package(path: "/repo/swift-tca-testing"),"#))
    #expect(
      text.contains(
        #".package(url: "https://github.com/pointfreeco/swift-tagged.git", from: "0.10.0"),"#))
    #expect(
      text.contains(
        #".product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),"#))
    #expect(text.contains(".testTarget(\n      name: \"SyncUpsTests\","))
    #expect(text.contains("swiftLanguageModes: [.v6]"))
  }

  @Test
  func aTargetsSettingsComeBeforeItsPluginsAsSwiftPMRequires() {
    var manifest = ManifestWriter(
      packageName: "AppPort", liteRoot: "/repo", languageMode: 5,
      targets: [.init(name: "Feature", isTest: false, appDependencies: [], products: [])])
    manifest.targets[0].languageMode = 6
    manifest.targets[0].plugins = [.init(name: "LicensesPlugin", package: "licensesplugin")]
    let text = manifest.text
    let settings = text.range(of: "swiftSettings: [.swiftLanguageMode(.v6)]")?.lowerBound
    let plugins = text.range(of: "plugins: [.plugin(name: \"LicensesPlugin\"")?.lowerBound
    #expect(settings != nil && plugins != nil && settings! < plugins!)
  }
}
