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
}
