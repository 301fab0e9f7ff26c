import Foundation
import Testing

@testable import TCAPort

/// How an app with an Xcode project is grouped into modules: by its targets.
struct XcodeProjectLayoutTests {
  private let layouts = LayoutTests()

  @Test
  func eachTargetIsAModuleOfTheFilesItCompilesWhateverFoldersTheyAreIn() throws {
    var project = ProjectText()
    project.file("APP", path: "AppMain.swift")
    project.file("LIST", path: "List.swift")
    project.file("MODEL", path: "Model.swift")
    project.file("HELPER", path: "Shared/Helper.swift", sourceTree: "SOURCE_ROOT")
    project.file("UI", path: "LaunchTests.swift")
    project.group("APPGROUP", path: "My App", children: ["APP", "FEATURES", "MODELS"])
    project.group("FEATURES", path: "Features/List", children: ["LIST"])
    project.group("MODELS", path: "../Kit/Models", children: ["MODEL"])
    project.group("UIGROUP", path: "My AppUITests", children: ["UI"])
    project.main(["APPGROUP", "UIGROUP", "HELPER"])
    project.target("T1", name: "My App", files: ["APP", "LIST", "HELPER", "MODEL"])
    project.target(
      "T2", name: "Kit", type: "com.apple.product-type.framework", files: ["MODEL"],
      settings: ["PRODUCT_MODULE_NAME": "JournalKit", "PRODUCT_NAME": "$(TARGET_NAME)"])
    project.target(
      "T3", name: "UI", type: "com.apple.product-type.bundle.ui-testing", files: ["UI"])

    let layout = try layouts.withApp([
      "App.xcodeproj/project.pbxproj": project.text,
      "My App/AppMain.swift": "", "My App/Features/List/List.swift": "",
      "My App/Features/List/Draft.swift": "", "Kit/Models/Model.swift": "",
      "Shared/Helper.swift": "", "My AppUITests/LaunchTests.swift": "",
      "Scripts/release.swift": "",
    ]) { try LayoutReader.read($0) }

    #expect(
      layout.units == [
        AppUnit(name: "JournalKit", kind: .library, files: ["Kit/Models/Model.swift"]),
        AppUnit(
          name: "My_App", kind: .library,
          files: [
            "Kit/Models/Model.swift", "My App/AppMain.swift", "My App/Features/List/List.swift",
            "Shared/Helper.swift",
          ]),
      ])
    #expect(
      layout.skipped == [
        "My App/Features/List/Draft.swift":
          "not in a target of the Xcode project (App.xcodeproj): none compiles it",
        "UI": "UI tests drive the app's views, which are not ported",
      ])
  }

  // A held-out app's project compiles `DELETEME.swift`, never committed: the port stopped,
  // saying it could not read it as UTF-8 text. A test fixture the folder lacks would have
  // stopped the copy of the test target's resources.
  @Test
  func aFileATargetListsAndTheFolderLacksIsLeftOutWithWhy() throws {
    var project = ProjectText()
    project.file("APP", path: "AppMain.swift")
    project.file("GONE", path: "DELETEME.swift")
    project.file("TESTS", path: "AppTests.swift")
    project.file("FIXTURE", path: "users.json")
    project.group("APPGROUP", path: "App", children: ["APP"])
    project.group("TESTGROUP", path: "AppTests", children: ["TESTS", "FIXTURE"])
    project.main(["APPGROUP", "GONE", "TESTGROUP"])
    project.target("T1", name: "App", files: ["APP", "GONE"])
    project.target(
      "T2", name: "AppTests", type: "com.apple.product-type.bundle.unit-test", files: ["TESTS"],
      resources: ["FIXTURE"])

    let layout = try layouts.withApp([
      "App.xcodeproj/project.pbxproj": project.text, "App/AppMain.swift": "",
      "AppTests/AppTests.swift": "",
    ]) { try LayoutReader.read($0) }

    #expect(
      layout.units == [
        AppUnit(name: "App", kind: .library, files: ["App/AppMain.swift"]),
        AppUnit(name: "AppTests", kind: .tests, files: ["AppTests/AppTests.swift"]),
      ])
    #expect(
      layout.skipped == [
        "DELETEME.swift":
          "listed by App of the Xcode project (App.xcodeproj), and missing from the folder",
        "AppTests/users.json":
          "listed by AppTests of the Xcode project (App.xcodeproj), and missing from the folder",
      ])
  }

  // A held-out app's API tests decode JSON fixtures their target copies into its bundle
  // (`Bundle(for: __.self).url(forResource: "getUsers", withExtension: "json")`).
  @Test
  func aTestTargetsCopiedFilesAreCarriedToItsResources() throws {
    var project = ProjectText()
    project.file("APP", path: "AppMain.swift")
    project.file("TESTS", path: "ListTests.swift")
    project.file("USERS", path: "Mocks/getUsers.json")
    project.file("PLIST", path: "Info.plist")
    project.file("ASSETS", path: "Assets.xcassets")
    project.group("APPGROUP", path: "App", children: ["APP"])
    project.group("TESTGROUP", path: "AppTests", children: ["TESTS", "USERS", "PLIST", "ASSETS"])
    project.synchronizedFolder("FIXTURES", path: "Fixtures")
    project.main(["APPGROUP", "TESTGROUP", "FIXTURES"])
    project.target("T1", name: "App", files: ["APP"], resources: ["ASSETS"])
    project.target(
      "T2", name: "AppTests", type: "com.apple.product-type.bundle.unit-test", files: ["TESTS"],
      resources: ["USERS", "PLIST", "ASSETS"], folders: ["FIXTURES"])

    let layout = try layouts.withApp([
      "App.xcodeproj/project.pbxproj": project.text, "App/AppMain.swift": "",
      "AppTests/ListTests.swift": "", "AppTests/Mocks/getUsers.json": "[]",
      "AppTests/Info.plist": "", "AppTests/Assets.xcassets/Contents.json": "{}",
      "Fixtures/repositories.json": "[]", "Fixtures/Helper.swift": "",
    ]) { try LayoutReader.read($0) }

    #expect(layout.units.first { $0.name == "App" }?.resources == [])
    #expect(
      layout.units.first { $0.name == "AppTests" }?.resources == [
        AppUnit.Resource(
          rule: "copy", path: "Resources/getUsers.json", source: "AppTests/Mocks/getUsers.json"),
        AppUnit.Resource(
          rule: "copy", path: "Resources/repositories.json", source: "Fixtures/repositories.json"),
      ])
  }

  @Test
  func aSynchronizedFolderGivesEveryFileButItsExceptionsAndAnotherTargetTakesThoseListed()
    throws
  {
    var project = ProjectText()
    project.synchronizedFolder(
      "APPFOLDER", path: "App", exceptions: ["T1": ["Widget/Entry.swift"], "T3": ["Model.swift"]])
    project.synchronizedFolder("TESTFOLDER", path: "AppTests")
    project.main(["APPFOLDER", "TESTFOLDER"])
    project.target("T1", name: "App", folders: ["APPFOLDER"])
    project.target(
      "T2", name: "AppTests", type: "com.apple.product-type.bundle.unit-test",
      folders: ["TESTFOLDER"])
    project.target(
      "T3", name: "Widget", type: "com.apple.product-type.app-extension", files: [])

    let layout = try layouts.withApp([
      "App.xcodeproj/project.pbxproj": project.text,
      "App/Model.swift": "", "App/Feature/Feature.swift": "", "App/Widget/Entry.swift": "",
      "AppTests/FeatureTests.swift": "",
    ]) { try LayoutReader.read($0) }

    #expect(
      layout.units == [
        AppUnit(
          name: "App", kind: .library, files: ["App/Feature/Feature.swift", "App/Model.swift"]),
        AppUnit(name: "Widget", kind: .library, files: ["App/Model.swift"]),
        AppUnit(name: "AppTests", kind: .tests, files: ["AppTests/FeatureTests.swift"]),
      ])
    #expect(
      layout.skipped == [
        "App/Widget/Entry.swift":
          "not in a target of the Xcode project (App.xcodeproj): none compiles it"
      ])
  }

  @Test
  func theProjectsPackagesGiveWayToLiteOrArePortedOrKeptWithTheirRequirement() throws {
    var project = ProjectText()
    project.synchronizedFolder("FOLDER", path: "App")
    project.main(["FOLDER"])
    project.remotePackage(
      "TCA", url: "https://github.com/pointfreeco/swift-composable-architecture",
      requirement: ["kind": "upToNextMajorVersion", "minimumVersion": "1.17.0"])
    project.remotePackage(
      "PARSING", url: "https://github.com/pointfreeco/swift-parsing.git",
      requirement: ["kind": "exactVersion", "version": "0.15.2"])
    project.remotePackage(
      "MARKDOWN", url: "https://github.com/example/swift-markdown-kit",
      requirement: ["kind": "versionRange", "minimumVersion": "2.1.0", "maximumVersion": "2.4.0"])
    project.localPackage("FEATURES", path: "Features")
    project.product("P1", name: "ComposableArchitecture", package: "TCA")
    project.product("P2", name: "Parsing", package: "PARSING")
    project.product("P3", name: "MarkdownKit", package: "MARKDOWN")
    project.product("P4", name: "SettingsFeature", package: "FEATURES")
    project.target("T1", name: "App", folders: ["FOLDER"], products: ["P1", "P2", "P3", "P4"])

    let layout = try layouts.withApp([
      "App.xcodeproj/project.pbxproj": project.text,
      "App/App.swift": "",
      "Features/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Features", products: [.library(name: "SettingsFeature", targets: ["SettingsFeature"])],
        targets: [.target(name: "SettingsFeature")])
      """,
      "Features/Sources/SettingsFeature/Settings.swift": "",
    ]) { try LayoutReader.read($0) }

    #expect(layout.units.map(\.name) == ["App", "SettingsFeature"])
    #expect(
      layout.units.first?.externalProducts == [
        AppUnit.ExternalProduct(name: "Parsing", package: "swift-parsing"),
        AppUnit.ExternalProduct(name: "MarkdownKit", package: "swift-markdown-kit"),
      ])
    #expect(
      layout.externalPackages == [
        "swift-parsing":
          #".package(url: "https://github.com/pointfreeco/swift-parsing.git", exact: "0.15.2")"#,
        "swift-markdown-kit":
          #".package(url: "https://github.com/example/swift-markdown-kit", "2.1.0"..<"2.4.0")"#,
      ])
  }

  @Test
  func aProjectInAFolderOfTheAppIsReadBesideItsPackages() throws {
    var project = ProjectText()
    project.synchronizedFolder("FOLDER", path: "App")
    project.main(["FOLDER"])
    project.target("T1", name: "try! Conference", folders: ["FOLDER"])

    let layout = try layouts.withApp([
      "App/App.xcodeproj/project.pbxproj": project.text,
      "App/App/ConferenceApp.swift": "",
      "Kit/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Kit",
        dependencies: [.package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.17.0")],
        targets: [.target(name: "Schedule")])
      """,
      "Kit/Sources/Schedule/Schedule.swift": "",
    ]) { try LayoutReader.read($0) }

    #expect(layout.units.map(\.name) == ["Schedule", "try__Conference"])
    #expect(
      layout.units.map(\.files) == [
        ["Kit/Sources/Schedule/Schedule.swift"], ["App/App/ConferenceApp.swift"],
      ])
  }

  // ios-tca-showcase keeps `TCAShowcase/TCAShowcase.xcodeproj` beside
  // `TCAShowcase/BuildTools/Package.swift`, a package of build tools.
  @Test
  func aProjectIsReadBesideAPackageInItsOwnFolder() throws {
    var project = ProjectText()
    project.synchronizedFolder("FOLDER", path: "Showcase")
    project.main(["FOLDER"])
    project.target("T1", name: "Showcase", folders: ["FOLDER"])

    let layout = try layouts.withApp([
      "Showcase/Showcase.xcodeproj/project.pbxproj": project.text,
      "Showcase/Showcase/ShowcaseApp.swift": "",
      "Showcase/BuildTools/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "BuildTools", targets: [.target(name: "BuildTools", path: ".")])
      """,
      "Showcase/BuildTools/Empty.swift": "",
    ]) { try LayoutReader.read($0) }

    #expect(layout.units.map(\.name) == ["Showcase"])
    #expect(layout.units.map(\.files) == [["Showcase/Showcase/ShowcaseApp.swift"]])
    #expect(
      layout.skipped["BuildTools"]
        == "a package that uses no TCA, which no package using TCA depends on")
  }

  @Test
  func withoutAProjectItCanReadEachFolderIsAModuleAndUITestsAreLeftOut() throws {
    let layout = try layouts.withApp([
      "My App/App.swift": "", "My App/Features/List.swift": "",
      "My AppTests/ListTests.swift": "", "My AppUITests/LaunchTests.swift": "",
      "My App.xcodeproj/project.pbxproj": "not a property list",
      "Assets/readme.txt": "",
    ]) { try LayoutReader.read($0) }
    #expect(
      layout.units == [
        AppUnit(
          name: "My_App", kind: .library, files: ["My App/App.swift", "My App/Features/List.swift"]),
        AppUnit(name: "My_AppTests", kind: .tests, files: ["My AppTests/ListTests.swift"]),
      ])
    #expect(
      layout.skipped == ["My AppUITests": "UI tests drive the app's views, which are not ported"])
  }
}
