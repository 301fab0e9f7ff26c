import Foundation
import Testing

@testable import TCAPort

/// How an app's files are grouped into modules.
struct LayoutTests {
  /// A scratch app folder holding `files` (path: text), removed after `body`.
  private func withApp<R>(_ files: [String: String], _ body: (URL) throws -> R) throws -> R {
    let app = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-layout-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    for (path, text) in files {
      let url = app.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return try body(app)
  }

  @Test
  func anXcodeProjectFolderHasAModulePerFolderAndLeavesOutUITests() throws {
    let layout = try withApp([
      "My App/App.swift": "", "My App/Features/List.swift": "",
      "My AppTests/ListTests.swift": "", "My AppUITests/LaunchTests.swift": "",
      "My App.xcodeproj/project.pbxproj": "isa = PBXFileSystemSynchronizedRootGroup;",
      "Assets/readme.txt": "",
    ]) { try LayoutReader.read($0) }
    #expect(
      layout.units == [
        PortUnit(
          name: "My_App", kind: .library, files: ["My App/App.swift", "My App/Features/List.swift"]),
        PortUnit(name: "My_AppTests", kind: .tests, files: ["My AppTests/ListTests.swift"]),
      ])
    #expect(
      layout.skipped == ["My AppUITests": "UI tests drive the app's views, which are not ported"])
  }

  @Test
  func aPackageHasAModulePerSourcesAndTestsFolder() throws {
    let layout = try withApp([
      "Package.swift": "", "Sources/GameCore/Game.swift": "", "Sources/GameUI/View.swift": "",
      "Tests/GameCoreTests/GameTests.swift": "",
    ]) { try LayoutReader.read($0) }
    #expect(layout.units.map(\.name) == ["GameCore", "GameUI", "GameCoreTests"])
  }

  @Test
  func theConfigNamesModulesAndExcludesFiles() throws {
    let layout = try withApp([
      "tca-port.json": #"""
      {"modules": {"Core": ["Shared", "App/Feature.swift"]}, "tests": {"CoreTests": ["Tests"]},
       "exclude": ["Shared/Live.swift"]}
      """#,
      "Shared/Model.swift": "", "Shared/Live.swift": "", "App/Feature.swift": "",
      "App/AppView.swift": "", "Tests/CoreTests.swift": "",
    ]) { try LayoutReader.read($0) }
    #expect(
      layout.units == [
        PortUnit(name: "Core", kind: .library, files: ["App/Feature.swift", "Shared/Model.swift"]),
        PortUnit(name: "CoreTests", kind: .tests, files: ["Tests/CoreTests.swift"]),
      ])
    #expect(layout.skipped == ["Shared/Live.swift": "excluded by tca-port.json"])
  }

  @Test
  func aBrokenConfigSaysWhichFileAndWhy() throws {
    let error = #expect(throws: PortError.self) {
      try withApp(["tca-port.json": "{\"modules\": 3}", "A/A.swift": ""]) {
        try LayoutReader.read($0)
      }
    }
    #expect(error?.description.contains("tca-port.json is not a valid tca-port.json") == true)
  }

  @Test
  func anEmptyFolderIsAnError() throws {
    let error = #expect(throws: PortError.self) {
      try withApp(["README.md": ""]) { try LayoutReader.read($0) }
    }
    #expect(error?.description.hasPrefix("no Swift files found in ") == true)
  }

  @Test
  func theLanguageModeComesFromTheConfigTheProjectOrTheManifest() throws {
    let six = try withApp([
      "A.xcodeproj/project.pbxproj": "PBXFileSystemSynchronizedRootGroup SWIFT_VERSION = 6.0;",
      "A/A.swift": "",
    ]) { try LayoutReader.read($0).languageMode }
    let five = try withApp([
      "Package.swift": "// swift-tools-version: 6.0\n.v5", "Sources/A/A.swift": "",
    ]) { try LayoutReader.read($0).languageMode }
    let configured = try withApp([
      "tca-port.json": #"{"swiftLanguageMode": 6}"#,
      "A.xcodeproj/project.pbxproj": "PBXFileSystemSynchronizedRootGroup SWIFT_VERSION = 5.0;",
      "A/A.swift": "",
    ]) { try LayoutReader.read($0).languageMode }
    let unsaid = try withApp(["A/A.swift": ""]) { try LayoutReader.read($0).languageMode }
    #expect([six, five, configured, unsaid] == [Int]([6, 5, 6, 5]))
  }

  @Test
  func filesAnXcodeProjectDoesNotListAreLeftOut() throws {
    let layout = try withApp([
      "App/Feature.swift": "", "App/Old/Legacy.swift": "",
      "App.xcodeproj/project.pbxproj":
        "A1 /* Feature.swift */ = {isa = PBXFileReference; path = Feature.swift; };",
    ]) { try LayoutReader.read($0) }
    #expect(layout.units == [PortUnit(name: "App", kind: .library, files: ["App/Feature.swift"])])
    #expect(
      layout.skipped == [
        "App/Old/Legacy.swift": "not in the Xcode project (App.xcodeproj): no target compiles it"
      ])
  }

  @Test
  func aProjectOfSynchronizedFoldersCompilesEveryFile() throws {
    let layout = try withApp([
      "App/Feature.swift": "", "App/Other.swift": "",
      "App.xcodeproj/project.pbxproj": "isa = PBXFileSystemSynchronizedRootGroup;",
    ]) { try LayoutReader.read($0) }
    #expect(layout.units.first?.files == ["App/Feature.swift", "App/Other.swift"])
  }

  @Test
  func aLiveValueNeedingAFrameworkLinuxLacksIsLeftOut() throws {
    let units = try withApp([
      "App/Client.swift": """
      import Dependencies
      struct AudioClient { var play: @Sendable () async -> Void }
      extension AudioClient: TestDependencyKey { static let testValue = AudioClient(play: {}) }
      """,
      "App/LiveClient.swift": """
      import AVFoundation
      import Dependencies

      extension AudioClient: DependencyKey {
        static let liveValue = AudioClient(play: { await Player().play() })
      }

      private actor Player { func play() { _ = AVAudioPlayer() } }
      """,
    ]) { app in try Porter.port(app: app, layout: LayoutReader.read(app)) }
    #expect(units.first?.files.map(\.source) == ["App/Client.swift"])
    #expect(units.first?.leftOut.map(\.file) == ["App/LiveClient.swift"])
    #expect(units.first?.products == ["Dependencies"])
  }

  @Test
  func aHelperOnlyViewsUsedGoesWithThem() throws {
    let units = try withApp([
      "App/Helpers.swift": """
      import Foundation

      let durationFormatter = DateComponentsFormatter()
      func label(_ count: Int) -> String { "\\(count) items" }
      """,
      "App/Feature.swift": """
      import SwiftUI

      struct Feature { var title: String { label(3) } }

      struct FeatureView: View {
        var body: some View { Text(durationFormatter.string(from: 60) ?? "") }
      }
      """,
    ]) { app in try Porter.port(app: app, layout: LayoutReader.read(app)) }
    let helpers = units.first?.files.first { $0.source == "App/Helpers.swift" }?.ported
    #expect(
      helpers?.removals.map(\.description) == [
        "line 3: let durationFormatter (used only by the removed views)"
      ])
    #expect(helpers?.text.contains("func label(_ count: Int)") == true)
  }
}
