import Foundation
import Testing

@testable import TCAPort

/// How an app's files are grouped into modules.
struct LayoutTests {
  /// A scratch app folder holding `files` (path: text), removed after `body`.
  func withApp<R>(_ files: [String: String], _ body: (URL) throws -> R) throws -> R {
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

  /// The error reading the layout of an app made of `files` reports (expected to throw).
  private func readingError(_ files: [String: String]) -> String? {
    let error = #expect(throws: PortError.self) {
      try withApp(files) { try LayoutReader.read($0) }
    }
    return error?.description
  }

  @Test
  func aPackagesModulesAreTheTargetsItsManifestDeclares() throws {
    let layout = try withApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Game",
        targets: [
          .target(
            name: "GameCore", exclude: ["Old"],
            resources: [.process("Resources"), .copy("levels.json")]),
          .target(name: "GameUI", path: "UI"),
          .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
          .testTarget(name: "GameCoreTests", dependencies: ["GameCore"]),
        ]
      )
      """,
      "Sources/GameCore/Game.swift": "", "Sources/GameCore/Old/Game1.swift": "",
      "Sources/GameCore/Resources/names.txt": "", "Sources/GameCore/levels.json": "",
      "UI/View.swift": "", "Sources/Drafts/Draft.swift": "",
      "Sources/CSQLite/module.modulemap": "", "Tests/GameCoreTests/GameTests.swift": "",
    ]) { try LayoutReader.read($0) }
    // Declared targets only (no `Drafts`), at their paths, without excluded files.
    #expect(layout.units.map(\.name) == ["GameCore", "GameUI", "CSQLite", "GameCoreTests"])
    let core = layout.units[0]
    #expect(core.files == ["Sources/GameCore/Game.swift"])
    #expect(core.root == "Sources/GameCore")
    #expect(
      core.resources == [
        .init(rule: "process", path: "Resources"), .init(rule: "copy", path: "levels.json"),
      ])
    #expect(layout.units[1].files == ["UI/View.swift"])
    #expect(layout.units[2].kind == .systemLibrary)
    #expect(
      layout.units[2].systemLibrary
        == .init(pkgConfig: "sqlite3", providers: [#".apt(["libsqlite3-dev"])"#]))
    #expect(
      layout.packages == [ReadPackage(name: "Game", path: ".", outcome: "ported (4 modules)")])
  }

  @Test
  func whatCannotBePortedIsLeftOutWithWhyAndABrokenManifestSaysWhich() throws {
    let layout = try withApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import CompilerPluginSupport
      import PackageDescription
      let package = Package(
        name: "Game",
        targets: [
          .target(name: "Game", resources: [.copy("sounds.caf")]),
          .target(name: "Czlib"),
          .macro(name: "GameMacros"),
        ]
      )
      """,
      "Sources/Game/Game.swift": "", "Sources/Czlib/shim.c": "",
      "Sources/GameMacros/Plugin.swift": "",
    ]) { try LayoutReader.read($0) }
    // A macro is ported as one (see `TuistLayoutTests`).
    #expect(layout.units.map(\.name) == ["Game", "GameMacros"])
    #expect(layout.units.map(\.kind) == [.library, .macro])
    #expect(layout.units[0].resources.isEmpty)
    #expect(
      layout.skipped == [
        "Sources/Game/sounds.caf":
          "a resource Game declares, missing from the app's folder (a Git LFS file not fetched?)",
        "Sources/Czlib":
          "a target with no Swift files (C, C++ or Objective-C): tca-port ports Swift; modules importing it do not build",
      ])
    let error = readingError(["Package.swift": "let package = 42", "Sources/A/A.swift": ""])
    #expect(error?.hasPrefix("cannot read the manifest of /") == true)
  }

  // Without IssueReportingTestSupport, Swift Testing passes a test that reports an issue: every
  // ported test module gets it, whether its manifest names it (from the catalog's package) or not.
  @Test
  func everyPortedTestModuleGetsIssueReportingTestSupport() throws {
    let units = try withApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Game",
        dependencies: [
          .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0")
        ],
        targets: [
          .target(name: "Game"),
          .testTarget(name: "GameTests", dependencies: ["Game"]),
          .testTarget(
            name: "GameSupportTests",
            dependencies: [
              "Game",
              .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]),
        ]
      )
      """,
      "Sources/Game/Game.swift": "public let answer = 42\n",
      "Tests/GameTests/GameTests.swift": "import Game\nimport Testing\n",
      "Tests/GameSupportTests/GameSupportTests.swift": "import Game\nimport Testing\n",
    ]) { app in try Porter.port(app: app, layout: LayoutReader.read(app)) }
    let tests = units.filter { $0.unit.kind == .tests }
    #expect(tests.map(\.unit.name) == ["GameSupportTests", "GameTests"])
    for unit in tests {
      #expect(unit.products.contains("IssueReportingTestSupport"))
      #expect(unit.unit.externalProducts.isEmpty)
    }
  }

  @Test
  func pathDependenciesArePortedWhenTheyUseTCAOrViewsAndKeptOtherwise() throws {
    func manifest(_ name: String, dependencies: String = "", target: String = "") -> String {
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "\(name)",
        products: [.library(name: "\(name)", targets: ["\(name)"])],
        dependencies: [\(dependencies)],
        targets: [.target(name: "\(name)", dependencies: [\(target)])]
      )
      """
    }
    let layout = try withApp([
      "App/Package.swift": manifest(
        "Feature",
        dependencies: #".package(path: "../Models"), .package(path: "../DesignSystem")"#,
        target: #""Models", .product(name: "DesignSystem", package: "DesignSystem")"#),
      "App/Sources/Feature/Feature.swift": "import Models\n",
      "Models/Package.swift": manifest("Models"),
      "Models/Sources/Models/Model.swift": "public struct Model {}\n",
      "DesignSystem/Package.swift": manifest("DesignSystem"),
      "DesignSystem/Sources/DesignSystem/Colors.swift": "import SwiftUI\n",
    ]) { try LayoutReader.read($0.appendingPathComponent("App")) }
    #expect(layout.units.map(\.name) == ["DesignSystem", "Feature"])
    #expect(layout.units[0].files == ["../DesignSystem/Sources/DesignSystem/Colors.swift"])
    #expect(layout.units[1].externalProducts == [.init(name: "Models", package: "models")])
    #expect(layout.externalPackages["models"]?.hasPrefix(".package(path: \"/") == true)
    #expect(layout.externalPackages["models"]?.hasSuffix("/Models\")") == true)
    #expect(
      layout.packages.map(\.outcome) == [
        "kept as a dependency by its path: it uses neither TCA nor views", "ported (1 module)",
        "ported (1 module)",
      ])
  }

  @Test
  func aLocalCopyOfAReplacedLibraryGivesWayAndAMissingPathIsReported() throws {
    let layout = try withApp([
      "Game/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Game",
        dependencies: [
          .package(name: "swift-composable-architecture", path: "../.."),
          .package(path: "../Missing"),
        ],
        targets: [
          .target(
            name: "Game",
            dependencies: [
              .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
            ])
        ]
      )
      """,
      "Game/Sources/Game/Game.swift": "import ComposableArchitecture\n",
    ]) { try LayoutReader.read($0.appendingPathComponent("Game")) }
    #expect(layout.units.map(\.name) == ["Game"])
    #expect(layout.units[0].externalProducts.isEmpty)
    #expect(
      layout.packages.map(\.outcome) == [
        "replaced by TCA Lite (a local copy of swift-composable-architecture)",
        "not found: Game depends on it by this path, which holds no Package.swift",
        "ported (1 module)",
      ])
  }

  // A held-out app's data module named CoreOffice/XMLCoder's product by name only: SwiftPM
  // finds a package's product of the package's name so, and its import was dropped as Linux's
  // lack.
  @Test
  func aDependencyByNameIsATargetOrAProductNamedAsItsPackage() throws {
    let layout = try withApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "App",
        dependencies: [.package(url: "https://github.com/CoreOffice/XMLCoder", from: "0.17.1")],
        targets: [
          .target(name: "Extension"),
          .target(name: "Data", dependencies: ["XMLCoder", "Extension"]),
        ]
      )
      """,
      "Sources/Extension/Extension.swift": "",
      "Sources/Data/Data.swift": "",
    ]) { try LayoutReader.read($0) }
    let data = try #require(layout.units.first { $0.name == "Data" })
    #expect(data.externalProducts == [.init(name: "XMLCoder", package: "xmlcoder")])
  }

  @Test
  func packagesByAddressGiveWayToLiteOrTheCatalogOrStayAsTheAppDeclaresThem() throws {
    let layout = try withApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "App",
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.15.0"),
          .package(url: "https://github.com/pointfreeco/swift-tagged", exact: "0.10.0"),
          .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
          .package(url: "https://github.com/apple/swift-syntax.git", from: "510.0.2"),
          .package(url: "https://github.com/apple/swift-algorithms", "1.0.0"..<"1.3.0"),
          .package(url: "https://github.com/example/haptics", branch: "main"),
          .package(url: "https://github.com/maiyama18/LicensesPlugin", from: "0.2.0"),
          .package(url: "https://github.com/realm/SwiftLint", from: "0.57.0"),
        ],
        targets: [
          .target(
            name: "App",
            dependencies: [
              .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
              .product(name: "Tagged", package: "swift-tagged"),
              .product(name: "OpenCombine", package: "OpenCombine"),
              .product(name: "Algorithms", package: "swift-algorithms"),
              .product(name: "Haptics", package: "haptics", condition: .when(platforms: [.iOS])),
            ],
            plugins: [
              .plugin(name: "LicensesPlugin", package: "LicensesPlugin"),
              .plugin(name: "SwiftLintBuildToolPlugin", package: "SwiftLint"),
            ])
        ]
      )
      """,
      "Sources/App/App.swift": "",
    ]) { try LayoutReader.read($0) }
    #expect(
      layout.externalPackages == [
        "swift-algorithms":
          #".package(url: "https://github.com/apple/swift-algorithms", "1.0.0"..<"1.3.0")"#,
        "haptics": #".package(url: "https://github.com/example/haptics", branch: "main")"#,
        "licensesplugin":
          #".package(url: "https://github.com/maiyama18/LicensesPlugin", from: "0.2.0")"#,
        "swiftlint": #".package(url: "https://github.com/realm/SwiftLint", from: "0.57.0")"#,
      ])
    // A code-generating plugin comes along; a linting one does not.
    #expect(
      layout.units[0].plugins == [.init(name: "LicensesPlugin", package: "licensesplugin")])
    // An iOS-only product is not built on Linux.
    #expect(
      layout.units[0].externalProducts == [.init(name: "Algorithms", package: "swift-algorithms")])
    // Darrarski.app's macros ask for swift-syntax from 510.0.2: the catalog's, TCA Lite's range,
    // stands instead, as the graph holds one swift-syntax.
    #expect(
      ModuleCatalog.resolve("SwiftSyntaxMacros", appModules: [])
        == .product(
          .remote(
            url: "https://github.com/swiftlang/swift-syntax.git",
            requirement: #""600.0.0"..<"604.0.0""#)))
  }

  @Test
  func anAppsOwnPluginPackageIsKeptByPathAndWhatItsPluginsMayReadIsCarried() throws {
    let layout = try withApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "App",
        dependencies: [.package(path: "Stamp")],
        targets: [
          .target(
            name: "About", exclude: ["release.txt"], resources: [.copy("Fonts")],
            plugins: [.plugin(name: "StampPlugin", package: "Stamp")])
        ]
      )
      """,
      "Sources/About/About.swift": "", "Sources/About/release.txt": "2.4.1",
      "Sources/About/Config/stamp.yml": "", "Sources/About/Fonts/Mono.ttf": "",
      "Sources/About/Media.xcassets/Contents.json": "{}",
      "Stamp/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Stamp",
        products: [.plugin(name: "StampPlugin", targets: ["StampPlugin"])],
        targets: [
          .executableTarget(name: "StampTool"),
          .plugin(name: "StampPlugin", capability: .buildTool(), dependencies: ["StampTool"]),
        ]
      )
      """,
      "Stamp/Sources/StampTool/main.swift": "", "Stamp/Plugins/StampPlugin/Plugin.swift": "",
    ]) { app in
      (try LayoutReader.read(app), app.standardizedFileURL.path)
    }
    #expect(layout.0.units.map(\.name) == ["About"])
    #expect(layout.0.externalPackages == ["stamp": ".package(path: \"\(layout.1)/Stamp\")"])
    #expect(layout.0.units[0].plugins == [.init(name: "StampPlugin", package: "stamp")])
    #expect(layout.0.units[0].pluginInputs == ["Config/stamp.yml", "release.txt"])
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
        AppUnit(name: "Core", kind: .library, files: ["App/Feature.swift", "Shared/Model.swift"]),
        AppUnit(name: "CoreTests", kind: .tests, files: ["Tests/CoreTests.swift"]),
      ])
    #expect(layout.skipped == ["Shared/Live.swift": "excluded by tca-port.json"])
  }

  @Test
  func aBrokenConfigSaysWhichFileAndWhy() throws {
    let error = readingError(["tca-port.json": "{\"modules\": 3}", "A/A.swift": ""])
    #expect(error?.contains("tca-port.json is not a valid tca-port.json") == true)
  }

  @Test
  func anEmptyFolderIsAnError() throws {
    let error = readingError(["README.md": ""])
    #expect(error?.hasPrefix("no Swift files found in ") == true)
  }

  @Test
  func theLanguageModeComesFromTheConfigTheProjectOrTheManifest() throws {
    let six = try withApp([
      "A.xcodeproj/project.pbxproj": project(swiftVersion: "6.0"), "A/A.swift": "",
    ]) { try LayoutReader.read($0).languageMode }
    let five = try withApp([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "A", targets: [.target(name: "A")], swiftLanguageModes: [.v5])
      """,
      "Sources/A/A.swift": "",
    ]) { try LayoutReader.read($0).languageMode }
    let configured = try withApp([
      "tca-port.json": #"{"swiftLanguageMode": 6}"#,
      "A.xcodeproj/project.pbxproj": project(swiftVersion: "5.0"), "A/A.swift": "",
    ]) { try LayoutReader.read($0).languageMode }
    let unsaid = try withApp(["A/A.swift": ""]) { try LayoutReader.read($0).languageMode }
    #expect([six, five, configured, unsaid] == [Int]([6, 5, 6, 5]))
  }

  // Critical Maps: a package in Swift 6 with its SwiftGen-generated style guide in Swift 5.
  @Test
  func aTargetsOwnLanguageModeWinsOverItsPackages() throws {
    let units = try withApp([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Kit",
        targets: [
          .target(name: "Styleguide", swiftSettings: [.swiftLanguageMode(.v5)]),
          .target(name: "Helpers"),
        ]
      )
      """,
      "Sources/Styleguide/Colors.swift": "", "Sources/Helpers/Helpers.swift": "",
    ]) { try LayoutReader.read($0).units }
    #expect(units.map(\.name) == ["Helpers", "Styleguide"])
    #expect(units.map(\.languageMode) == [6, 5])
  }

  /// A project of one target, `A`, compiling its synchronized folder `A` in `swiftVersion`.
  private func project(swiftVersion: String) -> String {
    var project = ProjectText()
    project.synchronizedFolder("FOLDER", path: "A")
    project.main(["FOLDER"])
    project.target("A", name: "A", folders: ["FOLDER"], settings: ["SWIFT_VERSION": swiftVersion])
    return project.text
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

  // isowords' audio player: the app target builds its live value from a static factory.
  @Test
  func aFileOfLiveFactoriesOnAFrameworkLinuxLacksIsLeftOut() throws {
    let units = try withApp([
      "App/Client.swift": """
      import Dependencies
      struct AudioClient { var play: @Sendable () async -> Void }
      extension AudioClient: TestDependencyKey { static let testValue = AudioClient(play: {}) }
      """,
      "App/LiveKey.swift": """
      import AVFoundation
      import Dependencies

      extension AudioClient {
        public static func live(bundles: [Bundle]) -> Self {
          AudioClient(play: { await Player().play() })
        }

        private actor Player { func play() { _ = AVAudioPlayer() } }
      }
      """,
    ]) { app in try Porter.port(app: app, layout: LayoutReader.read(app)) }
    #expect(units.first?.files.map(\.source) == ["App/Client.swift"])
    #expect(units.first?.leftOut.map(\.file) == ["App/LiveKey.swift"])
  }

  // isowords' UIApplicationClient: an app's type whose name reads as UIKit's is the app's.
  @Test
  func anAppsTypeNamedLikeAUIKitClassIsKept() throws {
    let units = try withApp([
      "Client/Client.swift": """
      import UIKit
      public struct UIApplicationClient { public var open: @Sendable (URL) async -> Bool }
      """,
      "Settings/Settings.swift": """
      import Client
      import SwiftUI
      extension DependencyValues {
        var applicationClient: UIApplicationClient { get { fatalError() } set {} }
      }
      """,
    ]) { app in try Porter.port(app: app, layout: LayoutReader.read(app)) }
    let texts = units.flatMap(\.files).map(\.ported.text)
    #expect(texts.contains { $0.contains("public struct UIApplicationClient") })
    #expect(texts.contains { $0.contains("var applicationClient: UIApplicationClient") })
  }

  // A held-out app's tests: each feature's file holds its `TestStore` tests and one snapshot of
  // its view; the snapshot goes, the feature's tests stay.
  @Test
  func aSnapshotTestGoesAloneFromAFileOfOtherTests() throws {
    let units = try withApp([
      "App/About.swift": """
      import ComposableArchitecture
      import SwiftUI
      @Reducer struct About {
        @ObservableState struct State: Equatable { var isOpen = false }
        enum Action { case open }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in state.isOpen = true; return .none }
        }
      }
      struct AboutView: View {
        let store: StoreOf<About>
        var body: some View { Text("") }
      }
      """,
      "AppTests/AboutViewTests.swift": """
      import ComposableArchitecture
      import SnapshotTesting
      import SwiftUI
      import XCTest
      @testable import App

      final class AboutFeatureTests: XCTestCase {
        @MainActor
        func testOpen() async {
          let store = TestStore(initialState: About.State()) { About() }
          await store.send(.open) { $0.isOpen = true }
        }

        func testSnapshot() {
          let view = AboutView(store: Store(initialState: About.State()) { About() })
          assertSnapshot(of: UIHostingController(rootView: view), as: .image)
        }
      }
      """,
    ]) { app in try Porter.port(app: app, layout: LayoutReader.read(app)) }
    let tests = try #require(units.first { $0.unit.name == "AppTests" })
    #expect(tests.leftOut.isEmpty)
    let file = try #require(tests.files.first)
    #expect(file.ported.text.contains("func testOpen() async"))
    #expect(!file.ported.text.contains("testSnapshot") && !file.ported.text.contains("AboutView"))
    #expect(
      file.ported.removals.map(\.description).contains(
        "line 14: func testSnapshot (tests the view AboutView, which is not ported)"))
  }

  // isowords' view tests: snapshots of a view, which the port removes.
  @Test
  func aTestOfAViewGoesWithTheView() throws {
    let units = try withApp([
      "App/Upgrade.swift": """
      import SwiftUI
      struct UpgradeView: View {
        struct Feature { var seen = false }
        var body: some View { Text("") }
      }
      struct Upgrade { var price = 4.99 }
      """,
      "AppTests/UpgradeViewTests.swift": """
      import XCTest
      @testable import App
      final class UpgradeViewTests: XCTestCase {
        func testView() { _ = UpgradeView() }
      }
      """,
      "AppTests/UpgradeTests.swift": """
      import XCTest
      @testable import App
      final class UpgradeTests: XCTestCase {
        func testPrice() { XCTAssertEqual(Upgrade().price, 4.99) }
        func testFeature() { XCTAssertFalse(UpgradeView.Feature().seen) }
      }
      """,
    ]) { app in try Porter.port(app: app, layout: LayoutReader.read(app)) }
    let tests = try #require(units.first { $0.unit.name == "AppTests" })
    #expect(tests.files.map(\.source) == ["AppTests/UpgradeTests.swift"])
    #expect(tests.leftOut.map(\.reason) == ["tests the view UpgradeView, which is not ported"])

    // A module every file of which is left out is not built, and says why.
    var ported = units
    ported[ported.firstIndex { $0.unit.name == "AppTests" }!].files = []
    let (empty, failures) = PortRun.setAsideEmpty(&ported)
    #expect(empty.map(\.unit.name) == ["AppTests"])
    #expect(ported.map(\.unit.name) == ["App"])
    #expect(failures.map(\.error) == ["every file of it is left out"])

    // A library emptied so (its one file a live value on a framework Linux lacks) is no longer
    // a dependency of a module importing it.
    var library = units
    let app = library.firstIndex { $0.unit.name == "App" }!
    library[app].files = []
    let testsIndex = library.firstIndex { $0.unit.name == "AppTests" }!
    #expect(library[testsIndex].appDependencies == ["App"])
    _ = PortRun.setAsideEmpty(&library)
    #expect(library.map(\.unit.name) == ["AppTests"])
    #expect(library[0].appDependencies.isEmpty)
  }

  // A test file's ambiguous `Transaction` is the one app module it depends on that declares
  // it; a name two such modules declare is nobody's to qualify.
  @Test
  func anAmbiguousNameBelongsToTheOneDependencyDeclaringIt() throws {
    let units = try withApp([
      "App/Transaction.swift": "import Foundation\n\nstruct Transaction { var amount = 0 }\n",
      "App/Account.swift": "import Foundation\n\nstruct Account {}\n",
      "AppTests/AppTests.swift": """
      import XCTest
      @testable import App
      final class AppTests: XCTestCase {
        func testAmount() { XCTAssertEqual(Transaction().amount, 0) }
      }
      """,
    ]) { app in try Porter.port(app: app, layout: LayoutReader.read(app)) }
    let tests = try #require(units.first { $0.unit.name == "AppTests" })
    let owner = PackageBuilder.declaringModules(importedBy: tests, in: units)
    #expect(owner("Transaction") == "App")
    #expect(owner("Animation") == nil)
    var twice = units
    twice.append(units.first { $0.unit.name == "App" }!)
    #expect(PackageBuilder.declaringModules(importedBy: tests, in: twice)("Transaction") == nil)
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
