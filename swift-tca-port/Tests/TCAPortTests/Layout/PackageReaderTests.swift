import Foundation
import Testing

@testable import TCAPort

/// What a package's targets carry besides sources: implicit resources, reference snapshots.
struct PackageReaderTests {
  @Test
  func resourcesSwiftPMTakesOnlyOnApplePlatformsAreDeclared() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-resources-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for folder in [
      "Media.xcassets/logo.imageset", "en.lproj", "Data", "Declared", "Skipped", "__Snapshots__",
    ] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for file in [
      "Feature.swift", "Localizable.xcstrings", "Data/talks.json", "Declared/a.json",
      "Skipped/b.json", "__Snapshots__/c.json", "en.lproj/Localizable.strings",
    ] {
      try "{}".write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
    let target = try JSONDecoder().decode(
      PackageManifest.Target.self,
      from: Data(
        #"{"name": "Feature", "type": "regular", "exclude": ["Skipped"], "dependencies": [], "resources": [{"path": "Declared", "rule": {"copy": {}}}]}"#
          .utf8))
    let declared = [AppUnit.Resource(rule: "copy", path: "Declared", localization: nil)]
    #expect(
      PackageReader.implicitResources(of: target, at: root, declared: declared).map(\.path) == [
        "Data/talks.json", "Localizable.xcstrings", "Media.xcassets", "en.lproj",
      ])
  }

  // isowords' middleware tests compare with reference snapshots beside them.
  @Test
  func aTestModulesReferenceSnapshotsAreCarriedAndLeftOutOfItsSources() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-snapshots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for path in [
      "__Snapshots__/ShareTests/testFetch.1.txt", "Deep/__Snapshots__/DeepTests/testA.1.json",
      "ShareTests.swift",
    ] {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try "x".write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(
      PackageReader.snapshotFolders(at: folder) == ["Deep/__Snapshots__", "__Snapshots__"])

    var manifest = ManifestWriter(
      packageName: "AppPort", liteRoot: "/repo", languageMode: 5,
      targets: [.init(name: "ShareTests", isTest: true, appDependencies: [], products: [])])
    manifest.targets[0].exclude = ["Deep/__Snapshots__", "__Snapshots__"]
    manifest.targets[0].resources = [.init(rule: "copy", path: "Fixtures", localization: nil)]
    let text = manifest.text
    let exclude = text.range(of: #"exclude: ["Deep/__Snapshots__", "__Snapshots__"],"#)
    let resources = text.range(of: "resources: [")
    #expect(exclude != nil && resources != nil && exclude!.lowerBound < resources!.lowerBound)
  }
}
