import Foundation
import Testing

@testable import TCAPort

/// How an app laid out by Tuist is grouped into modules: by the targets of its projects.
struct TuistLayoutTests {
  private let layouts = LayoutTests()

  private let featureProject = """
    import ProjectDescription

    let project = Project(
      name: "Query",
      settings: .settings(base: ["SWIFT_VERSION": "6.2"]),
      targets: [
        .target(
          name: "QueryRunnerApp", destinations: .iOS, product: .app, productName: "QueryRunner",
          bundleId: "com.example.QueryRunner", sources: ["Runner/**"],
          dependencies: [.target(name: "Query")]),
        .target(
          name: "Query", destinations: .iOS, product: .framework, bundleId: "com.example.Query",
          sources: ["Sources/**"], resources: ["Resources/**"],
          dependencies: [
            .project(target: "Networking", path: "../../Core/Networking"),
            .external(name: "ComposableArchitecture"),
            .external(name: "NukeUI"),
          ]),
        .target(
          name: "QueryTests", destinations: .iOS, product: .unitTests,
          bundleId: "com.example.QueryTests", sources: ["Tests/**/*.swift"],
          dependencies: [.target(name: "Query")]),
        .target(
          name: "QueryUITests", destinations: .iOS, product: .uiTests,
          bundleId: "com.example.QueryUITests", sources: ["UITests/**"]),
      ],
      schemes: [.scheme(name: "Query", buildAction: .buildAction(targets: ["Query"]))]
    )
    """

  private let coreProject = """
    import ProjectDescription

    let project = Project(
      name: "Networking",
      targets: [
        Target.target(
          name: "Networking", destinations: .iOS, product: .framework,
          bundleId: "com.example.Networking", buildableFolders: ["Sources"],
          dependencies: [.external(name: "ScryfallKit")])
      ]
    )
    """

  private let packages = """
    // swift-tools-version: 6.0
    import PackageDescription

    #if TUIST
      import ProjectDescription
      let packageSettings = PackageSettings(productTypes: ["ComposableArchitecture": .framework])
    #endif

    let package = Package(
      name: "App",
      dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.26.0"),
        .package(url: "https://github.com/kean/Nuke", from: "13.0.6"),
        .package(url: "https://github.com/JacobHearst/ScryfallKit", from: "6.2.0"),
      ]
    )
    """

  @Test
  func eachProjectsTargetsAreModulesOfTheFilesTheirGlobsMatch() throws {
    let layout = try layouts.withApp([
      "Tuist/Package.swift": packages,
      "Features/Query/Project.swift": featureProject,
      "Features/Query/Runner/QueryApp.swift": "",
      "Features/Query/Sources/Query.swift": "",
      "Features/Query/Sources/Filters/Filter.swift": "",
      "Features/Query/Resources/Localizable.xcstrings": "{}",
      "Features/Query/Tests/QueryTests.swift": "",
      "Features/Query/Tests/Fixtures/cards.json": "[]",
      "Features/Query/UITests/LaunchTests.swift": "",
      "Core/Networking/Project.swift": coreProject,
      "Core/Networking/Sources/Client.swift": "",
      "Core/Networking/Drafts/Old.swift": "",
    ]) { try LayoutReader.read($0) }

    #expect(layout.units.map(\.name) == ["Networking", "Query", "QueryRunner", "QueryTests"])
    #expect(
      layout.units.map(\.files) == [
        ["Core/Networking/Sources/Client.swift"],
        ["Features/Query/Sources/Filters/Filter.swift", "Features/Query/Sources/Query.swift"],
        ["Features/Query/Runner/QueryApp.swift"],
        ["Features/Query/Tests/QueryTests.swift"],
      ])
    #expect(layout.units.map(\.kind) == [.library, .library, .library, .tests])
    #expect(layout.units[1].root == "Features/Query")
    #expect(layout.units[1].resources.map(\.path) == ["Resources"])
    #expect(
      layout.skipped == ["QueryUITests": "UI tests drive the app's views, which are not ported"])
    #expect(layout.languageMode == 6)
  }

  @Test
  func externalProductsComeFromThePackagesTuistDeclares() throws {
    let layout = try layouts.withApp([
      "Tuist/Package.swift": packages,
      "Features/Query/Project.swift": featureProject,
      "Features/Query/Sources/Query.swift": "",
      "Core/Networking/Project.swift": coreProject,
      "Core/Networking/Sources/Client.swift": "",
    ]) { try LayoutReader.read($0) }

    #expect(
      layout.externalPackages == [
        "nuke": #".package(url: "https://github.com/kean/Nuke", from: "13.0.6")"#,
        "scryfallkit":
          #".package(url: "https://github.com/JacobHearst/ScryfallKit", from: "6.2.0")"#,
      ])
    // TCA's product gives way to TCA Lite; NukeUI is a product of Nuke's package.
    #expect(
      layout.units.map(\.externalProducts) == [
        [AppUnit.ExternalProduct(name: "ScryfallKit", package: "scryfallkit")],
        [AppUnit.ExternalProduct(name: "NukeUI", package: "nuke")],
      ])
  }

  // Darrarski.app's workspace: every target comes from a helper of ProjectDescriptionHelpers.
  @Test
  func targetsMadeByTheWorkspacesHelpersAreRead() throws {
    let helpers = """
      import ProjectDescription

      extension [Target] {
        public static func framework(
          name: String, dynamic: Bool = true, resources: ResourceFileElements? = nil,
          dependencies: [TargetDependency] = [], testDependencies: [TargetDependency] = []
        ) -> [Target] {
          [
            .target(
              name: name, destinations: .iOS, product: dynamic ? .framework : .staticFramework,
              bundleId: "com.example.\\(name)", sources: ["\\(name)/Sources/**"],
              resources: resources, dependencies: dependencies),
            .target(
              name: "\\(name)Tests", destinations: .iOS, product: .unitTests,
              bundleId: "com.example.\\(name)Tests", sources: ["\\(name)/Tests/**"],
              dependencies: [.target(name: name)] + testDependencies),
          ]
        }

        public static func macrosPlugin(name: String) -> [Target] {
          [.target(name: name, destinations: .macOS, product: .macro, bundleId: "m",
            sources: ["\\(name)/Sources/**"])]
        }
      }
      """
    let project = """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project(
        name: "App",
        targets: [
          .framework(
            name: "Feed",
            resources: ["Feed/Resources/**"],
            dependencies: [.external(name: "ComposableArchitecture"), .external(name: "Kingfisher")],
            testDependencies: [.external(name: "CustomDump")]
          ),
          .macrosPlugin(name: "FeedMacrosPlugin"),
        ]
      )
      """
    // Darrarski.app's Mastodon module declares a macro its macro target implements.
    let macro = """
      @attached(member, names: arbitrary)
      public macro FeedEndpoint() = #externalMacro(module: "FeedMacrosPlugin", type: "FeedEndpointMacro")
      """
    let (layout, units) = try layouts.withApp([
      "Tuist/ProjectDescriptionHelpers/Target+Helpers.swift": helpers,
      "Projects/App/Project.swift": project,
      "Projects/App/Feed/Sources/Feed.swift": macro,
      "Projects/App/Feed/Tests/FeedTests.swift": "",
      "Projects/App/FeedMacrosPlugin/Sources/Plugin.swift": "import SwiftCompilerPlugin\n",
    ]) { app in
      let layout = try LayoutReader.read(app)
      return (layout, try Porter.port(app: app, layout: layout))
    }

    #expect(layout.units.map(\.name) == ["Feed", "FeedMacrosPlugin", "FeedTests"])
    #expect(layout.units.map(\.kind) == [.library, .macro, .tests])
    #expect(
      layout.units.map(\.files) == [
        ["Projects/App/Feed/Sources/Feed.swift"],
        ["Projects/App/FeedMacrosPlugin/Sources/Plugin.swift"],
        ["Projects/App/Feed/Tests/FeedTests.swift"],
      ])
    #expect(units[0].appDependencies == ["FeedMacrosPlugin"])
    var manifest = ManifestWriter(
      packageName: "AppPort", liteRoot: "/repo", languageMode: 5,
      targets: units.map { unit in
        ManifestWriter.Target(
          name: unit.unit.name, isTest: unit.unit.kind == .tests,
          appDependencies: unit.appDependencies, products: unit.products)
      })
    manifest.targets[1].isMacro = true
    #expect(manifest.text.contains("import CompilerPluginSupport"))
    #expect(manifest.text.contains(".macro(\n      name: \"FeedMacrosPlugin\""))
    // Kingfisher's package is found once the graph is resolved; TCA's and the catalog's
    // products come through imports.
    #expect(layout.units[0].externalProducts == [.init(name: "Kingfisher", package: "")])
    #expect(layout.units[2].externalProducts.isEmpty)
    #expect(layout.skipped["FeedMacrosPlugin"] == nil)
  }

  // A helper's templates are read for `\(name)` only: another parameter cannot be known from
  // the call's syntax, so a glob or target name using one is left out, not guessed.
  @Test
  func aHelpersTemplatesInterpolatingAnotherParameterAreLeftOut() throws {
    let helpers = """
      import ProjectDescription

      extension [Target] {
        public static func module(name: String, folder: String) -> [Target] {
          [
            .target(
              name: name, destinations: .iOS, product: .framework, bundleId: "b",
              sources: ["\\(folder)/Sources/**", "\\(name)/Sources/**"]),
            .target(
              name: "\\(folder)Extra", destinations: .iOS, product: .framework, bundleId: "c",
              sources: ["\\(name)/Extra/**"]),
          ]
        }
      }
      """
    let project = """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project(name: "App", targets: [.module(name: "Feed", folder: "Other")])
      """
    let layout = try layouts.withApp([
      "Tuist/ProjectDescriptionHelpers/Target+Helpers.swift": helpers,
      "Projects/App/Project.swift": project,
      "Projects/App/Feed/Sources/Feed.swift": "",
      "Projects/App/Feed/Extra/Extra.swift": "",
      "Projects/App/Other/Sources/Other.swift": "",
    ]) { try LayoutReader.read($0) }

    #expect(layout.units.map(\.name) == ["Feed"])
    #expect(layout.units.first?.files == ["Projects/App/Feed/Sources/Feed.swift"])
  }

  // A held-out app's workspace: each module's project is made by a helper returning the whole
  // `Project` (sources relative to the project), and the app's own project names its targets
  // with a constant of the file.
  @Test
  func aHelperMakingTheWholeProjectAndNamesFromConstantsAreRead() throws {
    let helpers = """
      import ProjectDescription

      extension Project {
        public static func feature(
          name: String, dependencies: [TargetDependency] = []
        ) -> Self {
          Project(
            name: name,
            targets: [
              .target(
                name: name, destinations: .iOS, product: .framework, bundleId: "b.\\(name)",
                sources: ["Sources/**"], dependencies: dependencies),
              .target(
                name: "\\(name)Tests", destinations: .iOS, product: .unitTests,
                bundleId: "b.\\(name)Tests", sources: ["Tests/**"],
                dependencies: [.target(name: name), .external(name: "SnapshotTesting")]),
            ])
        }
      }
      """
    let settings = """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project: Project = .feature(
        name: "SettingsFeature",
        dependencies: [.external(name: "ComposableArchitecture"), .feature("AboutFeature")]
      )
      """
    let app = """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let name = "App"

      let project = Project(
        name: name,
        targets: [
          .target(
            name: name, destinations: .iOS, product: .app, bundleId: "b.\\(name)",
            sources: ["Sources/**"]),
          .target(
            name: "\\(name)Tests", destinations: .iOS, product: .unitTests,
            bundleId: "b.\\(name)Tests", sources: ["Tests/**"]),
        ]
      )
      """
    let layout = try layouts.withApp([
      "Workspace.swift": "import ProjectDescription\n",
      "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": helpers,
      "Projects/App/Project.swift": app,
      "Projects/App/Sources/AppMain.swift": "",
      "Projects/App/Tests/AppTests.swift": "",
      "Projects/Features/SettingsFeature/Project.swift": settings,
      "Projects/Features/SettingsFeature/Sources/Settings.swift": "",
      "Projects/Features/SettingsFeature/Tests/SettingsTests.swift": "",
    ]) { try LayoutReader.read($0) }

    #expect(
      layout.units.map(\.name) == ["App", "SettingsFeature", "AppTests", "SettingsFeatureTests"])
    #expect(
      layout.units.map(\.files) == [
        ["Projects/App/Sources/AppMain.swift"],
        ["Projects/Features/SettingsFeature/Sources/Settings.swift"],
        ["Projects/App/Tests/AppTests.swift"],
        ["Projects/Features/SettingsFeature/Tests/SettingsTests.swift"],
      ])
    // TCA's product is TCA Lite's, which imports bring.
    #expect(layout.units[1].externalProducts.isEmpty)
  }

  // A held-out app's workspace: each manifest hands a configuration value to a helper that
  // builds the project in code; Tuist's conventional folders name its modules.
  @Test
  func aProjectBuiltInCodeIsReadByTuistsConventionalFolders() throws {
    let manifest = """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let config = ModuleConfig(
        name: "TabBarFeature",
        dependencies: [.external(name: "ComposableArchitecture"), .external(name: "Nuke")]
          + [.project(target: "UserFeature", path: "../UserFeature")]
      )

      let project = Constants.createProject(config: config)
      """
    let layout = try layouts.withApp([
      "Tuist.swift": "import ProjectDescription\n",
      "Tuist/ProjectDescriptionHelpers/ModuleConstants.swift": "import ProjectDescription\n",
      "Modules/TabBarFeature/Project.swift": manifest,
      "Modules/TabBarFeature/Sources/TabBar.swift": "",
      "Modules/TabBarFeature/Tests/TabBarTests.swift": "",
      "Modules/TabBarFeature/Demo/DemoApp.swift": "",
    ]) { try LayoutReader.read($0) }

    #expect(layout.units.map(\.name) == ["TabBarFeature", "TabBarFeatureTests"])
    #expect(
      layout.units.map(\.files) == [
        ["Modules/TabBarFeature/Sources/TabBar.swift"],
        ["Modules/TabBarFeature/Tests/TabBarTests.swift"],
      ])
    #expect(layout.units[0].externalProducts.map(\.name) == ["Nuke"])
  }

  @Test
  func globsMatchAsTuistsDo() {
    #expect(TuistProject.matches("Sources/A.swift", glob: "Sources/**"))
    #expect(TuistProject.matches("Sources/Deep/A.swift", glob: "Sources/**/*.swift"))
    #expect(TuistProject.matches("Sources/A.swift", glob: "Sources/**/*.swift"))
    #expect(TuistProject.matches("Sources/A.swift", glob: "Sources/*.swift"))
    #expect(!TuistProject.matches("Sources/Deep/A.swift", glob: "Sources/*.swift"))
    #expect(!TuistProject.matches("Tests/A.swift", glob: "Sources/**"))
    #expect(TuistProject.matches("Sources/A+B.swift", glob: "Sources/A+B.swift"))
  }
}
