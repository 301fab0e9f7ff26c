import Foundation
import Testing

@testable import TCAPort

/// Building a ported package: a module that does not build moves aside, with its dependents, and
/// the rest builds. (Runs `swift build` on a package of three small modules.)
struct PackageBuilderTests {
  @Test
  func aModuleThatDoesNotBuildMovesAsideWithTheModulesDependingOnIt() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-build-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    let files = [
      "Good/Good.swift": "public let answer = 42\n",
      // Nothing mends it: a statement at file scope is in no declaration.
      "Broken/Broken.swift": "public let broken = 1\nprint(broken)\n",
      "Dependent/Dependent.swift": "import Broken\n\npublic let twice = broken * 2\n",
    ]
    let (_, output, failures, _) = try portAndBuild(files, app: app, in: root)

    #expect(failures.map(\.unit) == ["Broken", "Dependent"])
    #expect(failures.first?.error.hasPrefix("Sources/Broken/Broken.swift:2:") == true)
    #expect(failures.last?.error == "depends on Broken, which does not build")
    #expect(failures.last?.hint == "port Broken first")
    #expect(has("NotBuilding/Broken/Broken.swift", in: output))
    #expect(has("NotBuilding/Dependent/Dependent.swift", in: output))
    let manifest = try manifest(in: output)
    #expect(manifest.contains(#"name: "Good""#))
    #expect(!manifest.contains(#"name: "Broken""#))
  }

  // Critical Maps: the settings feature imported the guide feature (which does not build) in a
  // file of views only; with the views gone, the settings feature builds without it.
  @Test
  func aModuleImportedOnlyForRemovedViewsTakesNothingOutWithIt() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-detach-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    let files = [
      "Guide/Guide.swift": "public struct Guide {}\n\nprint(\"does not build\")\n",
      "Settings/SettingsView.swift":
        "import Guide\nimport SwiftUI\n\nstruct SettingsView: View {\n"
        + "  var body: some View { Text(\"\\(Guide())\") }\n}\n",
      "Settings/Settings.swift": "public let settings = 1\n",
      // The app's shell imports, for its views only, a feature that needs the guide.
      "Home/Home.swift":
        "import Guide\n\npublic let home = 1\n\npublic func guide() -> Guide { Guide() }\n",
      "Shell/ShellView.swift":
        "import Home\nimport SwiftUI\n\nstruct ShellView: View {\n"
        + "  var body: some View { Text(\"\\(home)\") }\n}\n",
      "Shell/Shell.swift": "public let shell = 1\n",
    ]
    let (units, output, failures, _) = try portAndBuild(files, app: app, in: root)
    #expect(units.first { $0.unit.name == "Settings" }?.appDependencies == ["Guide"])

    #expect(failures.map(\.unit) == ["Guide", "Home"])
    #expect(has("Sources/Shell/Shell.swift", in: output))
    #expect(has("Sources/Settings/SettingsView.swift", in: output))
    let view = try String(
      contentsOf: output.appendingPathComponent("Sources/Settings/SettingsView.swift"),
      encoding: .utf8)
    #expect(!view.contains("import Guide"))
  }

  // Critical Maps' AcknowList: a package of the graph whose own code imports SwiftUI is ported
  // in place and the app's module using its model builds; a body of it that still does not
  // build is stubbed.
  @Test
  func aPackageWhoseCodeNeedsAViewFrameworkIsPortedInPlace() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-ported-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    let files = [
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "App",
        dependencies: [.package(url: "KIT_URL", from: "1.0.0")],
        targets: [.target(name: "Settings", dependencies: [.product(name: "Kit", package: "Kit")])]
      )
      """,
      "Sources/Settings/Settings.swift":
        "import Kit\n\npublic func licenses() -> [String] { [Acknow(title: \"Kit\").title] }\n",
      "../Kit/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
        targets: [.target(name: "Kit")]
      )
      """,
      "../Kit/Sources/Kit/Acknow.swift":
        "public struct Acknow {\n  public var title: String\n  public init(title: String) { self.title = title }\n}\n",
      "../Kit/Sources/Kit/AcknowView.swift": """
      import SwiftUI

      public struct AcknowView: View {
        public var acknow: Acknow
        public var body: some View { Text(acknow.title) }
      }
      """,
      "../Kit/Sources/Kit/PodDecoder.swift": """
      import Foundation

      public func decodePods(_ items: [AnyObject]) throws -> [String] {
        items.filter { !$0.isEqual(to: [:]) }.map { "\\($0)" }
      }
      """,
    ]
    // Kit is a package by address, as a team's dependency is: a git repository of its own.
    let kit = root.appendingPathComponent("Kit")
    try write(
      files.mapValues { $0.replacingOccurrences(of: "KIT_URL", with: kit.absoluteString) },
      into: app)
    for arguments in [
      ["init", "-q"], ["add", "."],
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "Kit"],
      ["tag", "1.0.0"],
    ] {
      #expect(try Command.run(["git", "-C", kit.path] + arguments).status == 0)
    }
    let layout = try LayoutReader.read(app)
    let units = try Porter.port(app: app, layout: layout)
    let output = root.appendingPathComponent("Port")
    // The stub of what does not build calls PortShims, in TCA Lite's stand-ins package.
    var builder = PackageBuilder(
      output: output, liteRoot: PortCommand.defaultLiteRoot,
      scratchPath: root.appendingPathComponent("build").path, packageName: "AppPort",
      languageMode: 6)
    builder.externalPackages = layout.externalPackages
    try builder.write(units)

    let failures = try builder.build(units) { _ in }

    #expect(failures.isEmpty)
    #expect(builder.portedPackages.map(\.identity) == ["kit"])
    let ported = try #require(builder.portedPackages.first)
    #expect(ported.reason.hasSuffix("error: no such module 'SwiftUI'"))
    #expect(ported.files.map(\.path) == ["Sources/Kit/AcknowView.swift"])
    #expect(ported.setAside.isEmpty)
    #expect(
      builder.repairs.stubs.map(\.description) == [
        "Ported/kit/Sources/Kit/PodDecoder.swift:4: a closure in decodePods(_:): a closure in decodePods(_:) does not compile on Linux: value of type 'AnyObject' has no member 'isEqual'"
      ])
    let decoder = try String(
      contentsOf: output.appendingPathComponent("Ported/kit/Sources/Kit/PodDecoder.swift"),
      encoding: .utf8)
    #expect(decoder.contains("import PortShims"))
    #expect(decoder.contains("items.filter { _ in return PortUnavailable.value("))
    #expect(try manifest(in: output).contains(#".package(path: "Ported/kit"),"#))
    #expect(has("Ported/kit/Sources/Kit/Acknow.swift", in: output))
  }

  // A test file calling what Linux lacks (isowords' `URLResponse()`) takes only its own tests
  // out; one file trimmed, a module failing again goes whole.
  @Test
  func aTestFileThatDoesNotBuildMovesAsideAndTheModulesOtherTestsBuild() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-files-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    let files = [
      "Good/Good.swift": "public let answer = 42\n",
      "GoodTests/AnswerTests.swift":
        "import Good\nimport XCTest\n\nfinal class AnswerTests: XCTestCase {\n"
        + "  func testAnswer() { XCTAssertEqual(answer, 42) }\n}\n",
      // Statements at file scope are in no declaration: nothing mends them.
      "GoodTests/LinuxLacksTests.swift": "print(\"not on Linux\")\n",
      "OtherTests/OnlyTests.swift": "print(\"no other file\")\n",
      // Without its helper, the other file fails in turn: what uses the helper is left out.
      "HelperTests/Helper.swift": "let helper = 1\nprint(\"not on Linux\")\n",
      "HelperTests/UsesHelperTests.swift": "let twice = helper * 2\n",
    ]
    let (units, output, failures, _) = try portAndBuild(files, app: app, in: root)
    #expect(units.map(\.unit.kind).filter { $0 == .tests }.count == 3)

    let trimmed = try #require(failures.first { $0.unit == "GoodTests" })
    #expect(trimmed.unitBuilds)
    #expect(trimmed.filesSetAside == ["Tests/GoodTests/LinuxLacksTests.swift"])
    let whole = try #require(failures.first { $0.unit == "OtherTests" })
    #expect(!whole.unitBuilds)
    #expect(failures.filter { $0.unit == "HelperTests" }.map(\.unitBuilds) == [true])
    #expect(has("NotBuilding/GoodTests/LinuxLacksTests.swift", in: output))
    #expect(has("Tests/GoodTests/AnswerTests.swift", in: output))
    let manifest = try manifest(in: output)
    #expect(manifest.contains(#"name: "GoodTests""#))
    #expect(!manifest.contains(#"name: "OtherTests""#))
    #expect(manifest.contains(#"name: "HelperTests""#))
    #expect(has("NotBuilding/HelperTests/Helper.swift", in: output))
    let uses = try String(
      contentsOf: output.appendingPathComponent("Tests/HelperTests/UsesHelperTests.swift"),
      encoding: .utf8)
    #expect(!uses.contains("let twice"))
    var report = PortReport(app: "App", units: units, skipped: [:])
    report.built = true
    report.failures = failures
    let text = report.markdown
    #expect(text.contains("| GoodTests | tests | 2 | yes, without some files | — |"))
    #expect(text.contains("## Test files set aside"))
    #expect(text.contains("- GoodTests: `Tests/GoodTests/LinuxLacksTests.swift`"))
  }

  // try! Swift's live translation used an iOS SDK no copy here has: the modules using it build
  // without it, as without a framework Linux lacks.
  @Test
  func aPackageThatDoesNotResolveIsLeftOutAsAFrameworkLinuxLacks() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-resolve-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    let files = [
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "App",
        dependencies: [.package(url: "file:///nonexistent/missing", from: "1.0.0")],
        targets: [
          .target(name: "Good"),
          .target(name: "Haptics", dependencies: [.product(name: "Missing", package: "missing")]),
        ]
      )
      """,
      "Sources/Good/Good.swift": "public let answer = 42\n",
      "Sources/Haptics/Haptics.swift": "import Missing\n\npublic let strength = 1\n",
    ]
    let (_, output, failures, repairs) = try portAndBuild(files, app: app, in: root)

    #expect(failures.isEmpty)
    #expect(repairs.packagesLeftOut.map(\.identity) == ["missing"])
    #expect(repairs.droppedImports.map(\.module) == ["Missing"])
    #expect(!(try manifest(in: output).contains("missing")))
  }

  // A package whose own code no copy can mend (its C does not compile here) goes as a framework
  // Linux lacks: the module importing it builds without it.
  @Test
  func aPackageWhoseCodeCannotBeMendedIsLeftOutOfTheGraph() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-unmendable-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try write(
      [
        "Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
          name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
          targets: [.target(name: "CKit"), .target(name: "Kit", dependencies: ["CKit"])])
        """,
        "Sources/CKit/include/CKit.h": "int ckit(void);\n",
        "Sources/CKit/CKit.c": "#error \"not on this platform\"\n",
        "Sources/Kit/Kit.swift": "import CKit\npublic let kit = 1\n",
      ], into: root.appendingPathComponent("Kit"))
    let app = [
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "App", dependencies: [.package(path: "../Kit")],
        targets: [.target(name: "Feature", dependencies: [.product(name: "Kit", package: "Kit")])])
      """,
      "Sources/Feature/Feature.swift": "import Kit\n\npublic let feature = 1\n",
    ]
    let (_, _, failures, repairs) = try portAndBuild(
      app, app: root.appendingPathComponent("App"), in: root)

    #expect(failures.isEmpty)
    #expect(repairs.packagesLeftOut.map(\.identity) == ["kit"])
    #expect(repairs.droppedImports.map(\.module) == ["Kit"])
  }

  // A graph SwiftPM refuses for no package of the app to blame (a product of a package nobody
  // declares) is the package's failure, found before resolving: no module is set aside.
  @Test
  func aGraphRefusedForNoPackageIsThePackagesFailure() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-refused-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    var unit = PortedUnit(
      unit: AppUnit(name: "Feature", kind: .library, files: []), files: [],
      appDependencies: [], products: [], unavailableImports: [])
    unit.unit.externalProducts = [.init(name: "Missing", package: "undeclared")]
    let builder = PackageBuilder(
      output: root.appendingPathComponent("Port"), liteRoot: "/nowhere",
      scratchPath: root.appendingPathComponent("build").path, packageName: "AppPort",
      languageMode: 6)
    try builder.write([unit])

    var resolving = builder
    let failure = try #require(throws: PackageFailure.self) { try resolving.resolve([unit]) }

    #expect(failure.stage == .manifest)
    #expect(failure.errors.contains { $0.contains("undeclared") })
  }

  // Porting again (a team's CI, `make test`) must not make SwiftPM compile unchanged modules
  // again: their files keep their modification dates; what the port no longer writes goes.
  @Test
  func portingAgainLeavesUnchangedFilesAloneAndRemovesStaleOnes() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-again-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    try write(["Good/Good.swift": "public let answer = 42\n"], into: app)
    let units = try Porter.port(app: app, layout: try LayoutReader.read(app))
    let output = root.appendingPathComponent("Port")
    let builder = PackageBuilder(
      output: output, liteRoot: "/nowhere", scratchPath: nil, packageName: "AppPort",
      languageMode: 6)
    try builder.write(units)
    let ported = output.appendingPathComponent("Sources/Good/Good.swift")
    let manager = FileManager.default
    let past = Date(timeIntervalSince1970: 1_000_000)
    try manager.setAttributes([.modificationDate: past], ofItemAtPath: ported.path)
    let stale = output.appendingPathComponent("Sources/Gone/Gone.swift")
    try write(["Sources/Gone/Gone.swift": "public let gone = 0\n"], into: output)

    try builder.write(units)

    let date = try manager.attributesOfItem(atPath: ported.path)[.modificationDate] as? Date
    #expect(date == past)
    #expect(!manager.fileExists(atPath: stale.path))
    #expect(!manager.fileExists(atPath: stale.deletingLastPathComponent().path))
  }

  // SwiftPM names the package it could not fetch by its address, or by its identity in quotes.
  @Test
  func aResolutionErrorNamesThePackageByAddressOrIdentity() {
    var builder = PackageBuilder(
      output: URL(fileURLWithPath: "/out"), liteRoot: "/nowhere", scratchPath: nil,
      packageName: "AppPort", languageMode: 6)
    builder.externalPackages = [
      "rtt_sdk": #".package(url: "https://github.com/flitto/rtt_sdk", from: "0.2.0")"#,
      "models": #".package(path: "/app/Models")"#,
      "swift-algorithms":
        #".package(url: "https://github.com/apple/swift-algorithms", from: "1.0.0")"#,
    ]
    let unresolved = builder.unresolvedPackages(
      in: """
        Fetching https://github.com/flitto/rtt_sdk
        error: Failed to clone repository https://github.com/flitto/rtt_sdk:
        error: 'models': invalid manifest
        warning: 'swift-algorithms' is unused
        """)
    #expect(
      unresolved == [
        "rtt_sdk": "Failed to clone repository https://github.com/flitto/rtt_sdk:",
        "models": "'models': invalid manifest",
      ])
    #expect(PackageBuilder.address(of: #".package(path: "/app/Models")"#) == nil)
  }

  // An xcframework's artifact SwiftPM cannot download names its binary target: the package
  // checked out that declares it is the one to leave out.
  @Test
  func anArtifactThatCannotBeDownloadedNamesThePackageDeclaringIt() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-binary-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let checkout = scratch.appendingPathComponent("checkouts/Firebase-iOS-SDK")
    try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
    try """
    targets: [.binaryTarget(name: "FirebaseAnalytics", url: "https://dl.example/a.zip", checksum: "0")]
    """.write(
      to: checkout.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let builder = PackageBuilder(
      output: URL(fileURLWithPath: "/out"), liteRoot: "/nowhere", scratchPath: scratch.path,
      packageName: "AppPort", languageMode: 6)
    let line =
      "error: failed downloading 'https://dl.example/a.zip' which is required by binary target 'FirebaseAnalytics': no network"
    #expect(
      builder.unresolvedPackages(in: line) == ["firebase-ios-sdk": String(line.dropFirst(7))])
  }

  // A package the app's packages bring that cannot be checked out (a copy lacking its large
  // files) is named by its identity alone: the app's packages depending on it, directly or
  // through another, are the ones to leave out.
  @Test
  func aPackageBroughtByAnotherThatCannotBeCheckedOutLeavesOutItsDependents() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-transitive-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let manifests = [
      "sharing-grdb": #".package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0")"#,
      "grdb-extras":
        #".package(url: "https://github.com/pointfreeco/sharing-grdb", from: "0.1.0")"#,
      "swift-algorithms": "",
    ]
    for (folder, text) in manifests {
      let checkout = scratch.appendingPathComponent("checkouts/\(folder)")
      try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
      try "dependencies: [\(text)]".write(
        to: checkout.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }
    var builder = PackageBuilder(
      output: URL(fileURLWithPath: "/out"), liteRoot: "/nowhere", scratchPath: scratch.path,
      packageName: "AppPort", languageMode: 6)
    builder.externalPackages = [
      "grdb-extras": #".package(url: "https://github.com/example/grdb-extras", from: "1.0.0")"#,
      "swift-algorithms":
        #".package(url: "https://github.com/apple/swift-algorithms", from: "1.0.0")"#,
    ]
    let line = "error: 'grdb.swift': Couldn’t check out revision ‘18497b6’:"
    #expect(
      builder.unresolvedPackages(in: line) == [
        "grdb-extras":
          "it depends on grdb.swift: 'grdb.swift': Couldn’t check out revision ‘18497b6’:"
      ])
  }

  /// Ports the app in `app` (made of `files`, with the packages it declares) into `root/Port`
  /// and builds it in `root/build`: the ported units, the package folder, the modules that do
  /// not build, and what the build changed to make the rest compile.
  private func portAndBuild(_ files: [String: String], app: URL, in root: URL) throws -> (
    units: [PortedUnit], output: URL, failures: [PackageBuilder.Failure], repairs: PortRepairs
  ) {
    try write(files, into: app)
    let layout = try LayoutReader.read(app)
    let units = try Porter.port(app: app, layout: layout)
    let output = root.appendingPathComponent("Port")
    var builder = PackageBuilder(
      output: output, liteRoot: "/nowhere", scratchPath: root.appendingPathComponent("build").path,
      packageName: "AppPort", languageMode: 6)
    builder.externalPackages = layout.externalPackages
    try builder.write(units)
    let failures = try builder.build(units) { _ in }
    return (units, output, failures, builder.repairs)
  }

  /// Whether the ported package in `output` has a file at `path`.
  private func has(_ path: String, in output: URL) -> Bool {
    FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path)
  }

  /// The ported package's manifest.
  private func manifest(in output: URL) throws -> String {
    try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
  }

  private func write(_ files: [String: String], into folder: URL) throws {
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }
}
