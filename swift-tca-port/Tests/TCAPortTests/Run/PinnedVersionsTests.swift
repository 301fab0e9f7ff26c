import Foundation
import Testing

@testable import TCAPort

/// The port resolves the versions the app pins (swift-parsing 0.14.1 where its range allows
/// 0.15), where they are reachable, with the commit the reachable copy gives the tag.
struct PinnedVersionsTests {
  @Test
  func pinsAreReadFromEachFormatOfTheFile() {
    let second = """
      {
        "originHash" : "abc",
        "pins" : [
          {
            "identity" : "swift-parsing",
            "kind" : "remoteSourceControl",
            "location" : "https://github.com/pointfreeco/swift-parsing",
            "state" : { "revision" : "aaaa", "version" : "0.14.1" }
          },
          {
            "identity" : "local",
            "kind" : "fileSystem",
            "location" : "../local",
            "state" : { }
          },
          {
            "identity" : "combine-schedulers",
            "kind" : "remoteSourceControl",
            "location" : "https://github.com/pointfreeco/combine-schedulers",
            "state" : { "branch" : "main", "revision" : "bbbb" }
          }
        ],
        "version" : 3
      }
      """
    #expect(
      PinnedVersions.parse(Data(second.utf8)) == [
        .init(
          identity: "swift-parsing", location: "https://github.com/pointfreeco/swift-parsing",
          version: "0.14.1"),
        .init(
          identity: "combine-schedulers",
          location: "https://github.com/pointfreeco/combine-schedulers", branch: "main"),
      ])
    let first = """
      {
        "object": {
          "pins": [
            {
              "package": "Parsing",
              "repositoryURL": "https://github.com/pointfreeco/swift-parsing.git",
              "state": { "branch": null, "revision": "aaaa", "version": "0.9.2" }
            }
          ]
        },
        "version": 1
      }
      """
    #expect(
      PinnedVersions.parse(Data(first.utf8)) == [
        .init(
          identity: "swift-parsing", location: "https://github.com/pointfreeco/swift-parsing.git",
          version: "0.9.2")
      ])
  }

  @Test
  func aPinnedVersionIsWrittenWithTheCommitItsReachableTagNames() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("PinnedVersionsTests-\(UUID().uuidString)")
    let repository = folder.appendingPathComponent("swift-parsing")
    try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let git = ["git", "-C", repository.path, "-c", "user.name=t", "-c", "user.email=t@t"]
    for command in [
      ["init", "-q"], ["commit", "-q", "--allow-empty", "-m", "first"],
      ["tag", "-a", "-m", "annotated", "0.14.1"],
    ] {
      #expect(try Command.run(git + command).status == 0)
    }
    let commit = try Command.run(git + ["rev-parse", "HEAD"]).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let pins: [PinnedVersions.Pin] = [
      .init(identity: "swift-parsing", location: repository.path, version: "0.14.1"),
      .init(
        identity: "gone", location: folder.appendingPathComponent("gone").path, version: "1.0.0"),
      .init(identity: "untagged", location: repository.path, version: "9.9.9"),
    ]
    let text = try #require(PinnedVersions.resolvedFile(pinning: pins))
    let written = PinnedVersions.parse(Data(text.utf8))
    #expect(written == [pins[0]])
    #expect(text.contains("\"revision\" : \"\(commit)\""))
  }

  // c-search-tca pinned combine-schedulers older than TCA Lite's dependencies need.
  @Test
  func noPinAppliesToWhatTCALiteItselfDependsOn() {
    let liteRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
    let own = PinnedVersions.liteDependencies(liteRoot: liteRoot)
    #expect(own.isSuperset(of: ["combine-schedulers", "xctest-dynamic-overlay", "swift-syntax"]))
    #expect(own.contains("opencombine"))
    #expect(!own.contains("swift-parsing"))
  }

  // A stored copy lists swift-crypto's 4.5.0 tag without all its objects: SwiftPM cannot check
  // it out, so its pin goes, and it resolves to the newest version allowed.
  @Test
  func aPinSwiftPMCannotCheckOutGoes() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("PinnedVersionsTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let pins = ["swift-crypto", "swiftsoup"].map { identity in
      PinnedVersions.Pin(
        identity: identity, location: "https://github.com/example/\(identity)", version: "1.0.0")
    }
    try Self.resolvedFile(of: pins).write(
      to: output.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
    var builder = PackageBuilder(
      output: output, liteRoot: "/nowhere", scratchPath: nil, packageName: "AppPort",
      languageMode: 6)
    builder.pinnedPackages = ["swift-crypto", "swiftsoup"]
    let error = "error: 'swift-crypto': Couldn’t check out revision ‘1b6b2e2’:"

    #expect(try builder.unpinPackagesNotCheckedOut(in: error))
    #expect(builder.pinnedPackages == ["swiftsoup"])
    let left = PinnedVersions.parse(
      try Data(contentsOf: output.appendingPathComponent("Package.resolved")))
    #expect(left.map(\.identity) == ["swiftsoup"])
    // Its pin gone, the same error leaves it to be left out as any package SwiftPM cannot get.
    #expect(try !builder.unpinPackagesNotCheckedOut(in: error))
  }

  // swift-snapshot-testing 1.18.3, which Darrarski.app pins, does not compile with this
  // toolchain's Testing: a pinned package whose own code fails goes to the newest version
  // allowed before it is ported in place; one the app does not pin is left to the porting.
  @Test
  func aPinnedPackageWhoseCodeFailsMovesToTheNewestAllowed() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("PinnedVersionsTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("Port")
    let scratch = root.appendingPathComponent("build")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let state = """
      {"object": {"dependencies": [
        {"packageRef": {"identity": "swift-snapshot-testing", "kind": "remoteSourceControl", \
      "location": "https://github.com/pointfreeco/swift-snapshot-testing"}, \
      "subpath": "swift-snapshot-testing"},
        {"packageRef": {"identity": "swiftsoup", "kind": "remoteSourceControl", \
      "location": "https://github.com/scinfu/SwiftSoup"}, "subpath": "SwiftSoup"}]}}
      """
    try state.write(
      to: scratch.appendingPathComponent("workspace-state.json"), atomically: true,
      encoding: .utf8)
    let pins = ["swift-snapshot-testing", "swiftsoup"].map { identity in
      PinnedVersions.Pin(
        identity: identity, location: "https://github.com/example/\(identity)", version: "1.0.0")
    }
    try Self.resolvedFile(of: pins).write(
      to: output.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
    var builder = PackageBuilder(
      output: output, liteRoot: "/nowhere", scratchPath: scratch.path, packageName: "AppPort",
      languageMode: 6)
    builder.pinnedPackages = ["swift-snapshot-testing"]
    let failure =
      "\(scratch.path)/checkouts/swift-snapshot-testing/Sources/SnapshotTesting/SnapshotsTestTrait.swift:37:17: error: cannot use conformance of 'Never' to 'TestScoping' here"
    var logged: [String] = []

    #expect(try builder.updatePinnedPackagesFailing(in: failure) { logged.append($0) })
    #expect(builder.pinnedPackages.isEmpty)
    #expect(logged.first?.contains("the version the app pins does not build here") == true)
    let left = PinnedVersions.parse(
      try Data(contentsOf: output.appendingPathComponent("Package.resolved")))
    #expect(left.map(\.identity) == ["swiftsoup"])
    // Once it moved, its failure is the porting's to answer.
    #expect(try !builder.updatePinnedPackagesFailing(in: failure) { logged.append($0) })
  }

  /// A `Package.resolved` of `pins`, each at a made-up commit (git reaches none of them).
  private static func resolvedFile(of pins: [PinnedVersions.Pin]) -> String {
    let entries = pins.map { pin in
      """
      {"identity": "\(pin.identity)", "kind": "remoteSourceControl", "location": "\(pin.location)", \
      "state": {"revision": "\(String(repeating: "a", count: 40))", "version": "\(pin.version ?? "")"}}
      """
    }
    return #"{"pins": ["# + entries.joined(separator: ", ") + #"], "version": 2}"#
  }

  @Test
  func theShallowestResolvedFileComesFirst() throws {
    let app = FileManager.default.temporaryDirectory
      .appendingPathComponent("PinnedVersionsTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    let paths = [
      "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
      "Package.resolved", ".build/checkouts/x/Package.resolved",
    ]
    for path in paths {
      let file = app.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try "{}".write(to: file, atomically: true, encoding: .utf8)
    }
    #expect(
      PinnedVersions.resolvedFiles(in: app).map(\.lastPathComponent).count == 2)
    #expect(
      PinnedVersions.resolvedFiles(in: app).first?.path
        == app.appendingPathComponent("Package.resolved").path)
  }

  // A build folder shared between ports keeps the versions an earlier port checked out; what
  // the app does not pin moves to the newest its requirement allows.
  @Test
  func whatTheAppDoesNotPinResolvesToTheNewestAllowedWhateverTheFolderHolds() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("PinnedVersionsTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let dependency = folder.appendingPathComponent("dep")
    let sources = dependency.appendingPathComponent("Sources/Dep")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(
      name: "dep", products: [.library(name: "Dep", targets: ["Dep"])],
      targets: [.target(name: "Dep")])
    """.write(
      to: dependency.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try "public let version = 1\n".write(
      to: sources.appendingPathComponent("Dep.swift"), atomically: true, encoding: .utf8)
    let git = ["git", "-C", dependency.path, "-c", "user.name=t", "-c", "user.email=t@t"]
    for command in [
      ["init", "-q"], ["add", "."], ["commit", "-q", "-m", "first"], ["tag", "1.0.0"],
      ["commit", "-q", "--allow-empty", "-m", "second"], ["tag", "1.1.0"],
    ] {
      #expect(try Command.run(git + command).status == 0)
    }
    let root = folder.appendingPathComponent("root")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    try """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(
      name: "root", dependencies: [.package(url: "file://\(dependency.path)", from: "1.0.0")],
      targets: [.target(name: "App", dependencies: [.product(name: "Dep", package: "dep")])])
    """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try "import Dep\n".write(
      to: root.appendingPathComponent("Sources/App/App.swift"), atomically: true, encoding: .utf8)
    let scratch = folder.appendingPathComponent("scratch")
    // An earlier port pinned 1.0.0 in this build folder.
    let pin = PinnedVersions.Pin(
      identity: "dep", location: "file://\(dependency.path)", version: "1.0.0")
    try #require(PinnedVersions.resolvedFile(pinning: [pin])).write(
      to: root.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
    let resolve = [
      "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "resolve",
    ]
    #expect(try Command.run(resolve).status == 0)
    #expect(try checkedOutVersion(in: scratch) == "1.0.0")
    try FileManager.default.removeItem(at: root.appendingPathComponent("Package.resolved"))
    let builder = PackageBuilder(
      output: root, liteRoot: folder.path, scratchPath: scratch.path, packageName: "root",
      languageMode: 5)
    try builder.updateUnpinnedPackages { _ in }
    #expect(try checkedOutVersion(in: scratch) == "1.1.0")
  }

  /// The version of the one package checked out in `scratch`.
  private func checkedOutVersion(in scratch: URL) throws -> String? {
    let data = try Data(contentsOf: scratch.appendingPathComponent("workspace-state.json"))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let dependencies = (object?["object"] as? [String: Any])?["dependencies"] as? [[String: Any]]
    let state = dependencies?.first?["state"] as? [String: Any]
    return (state?["checkoutState"] as? [String: Any])?["version"] as? String
  }
}
