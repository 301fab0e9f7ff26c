import Foundation
import Testing

@testable import TCAPort

/// The ported package's manifest, and how its build and test output is read.
struct PackageTests {
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
  func importsResolveToTheAppTheToolchainAPackageOrNowhere() {
    let app: Set = ["SyncUps"]
    #expect(ModuleCatalog.resolve("SyncUps", appModules: app) == .appModule)
    #expect(ModuleCatalog.resolve("Foundation", appModules: app) == .toolchain)
    #expect(
      ModuleCatalog.resolve("ComposableArchitecture", appModules: app)
        == .product(.lite("swift-tca-core")))
    #expect(ModuleCatalog.resolve("CoreMotion", appModules: app) == .unavailable)
    // A framework's stand-in is a product of swift-tca-port.
    #expect(ModuleCatalog.resolve("Speech", appModules: app) == .product(.lite("swift-tca-port")))
    #expect(
      ModuleCatalog.resolve("SpeechStandIn", appModules: app) == .product(.lite("swift-tca-port")))
  }

  private let unit = PortedUnit(
    unit: AppUnit(name: "SyncUps", kind: .library, files: []), files: [], appDependencies: [],
    products: [], unavailableImports: [])

  @Test
  func aBuildErrorIsTheUnitsWhoseFolderItIsIn() {
    let errors = BuildErrors(
      output: """
        [3/9] Compiling SyncUps Models.swift
        /out/Sources/SyncUps/Speech.swift:2:8: error: no such module 'Speech'
        /out/Sources/SyncUps/Other.swift:9:1: error: cannot find 'x' in scope
        """, packageFolder: "/out", units: [unit])
    #expect(
      errors.errorsByUnit == [
        "SyncUps": [
          "Sources/SyncUps/Speech.swift:2:8: error: no such module 'Speech'",
          "Sources/SyncUps/Other.swift:9:1: error: cannot find 'x' in scope",
        ]
      ])
    #expect(
      BuildErrors.hint(for: errors.errorsByUnit["SyncUps"]![0])
        == "Speech is not on Linux: reach it through a dependency client and list the file with its live value under \"exclude\" in tca-port.json"
    )
  }

  // The second blocker shows with the first: every distinct error, once, up to ten.
  @Test
  func everyDistinctErrorOfAUnitIsKeptOnceUpToTen() {
    let repeated = (1...12).map {
      "/out/Sources/SyncUps/F\($0).swift:1:1: error: cannot find 'x\($0)' in scope"
    }
    let errors = BuildErrors(
      output: """
        /out/Sources/SyncUps/Speech.swift:2:8: error: no such module 'Speech'
        /out/Sources/SyncUps/Speech.swift:2:8: error: no such module 'Speech'
        \(repeated.joined(separator: "\n"))
        """, packageFolder: "/out", units: [unit])
    let kept = errors.errorsByUnit["SyncUps"] ?? []
    #expect(kept.count == 10)
    #expect(kept.first == "Sources/SyncUps/Speech.swift:2:8: error: no such module 'Speech'")
    #expect(kept[1] == "Sources/SyncUps/F1.swift:1:1: error: cannot find 'x1' in scope")
  }

  @Test
  func foundationAPILinuxLacksGetsAHint() {
    #expect(
      BuildErrors.hint(
        for:
          "Sources/VoiceMemos/Helpers.swift:3:30: error: 'DateComponentsFormatter' is unavailable: Not supported in swift-corelibs-foundation"
      ).hasPrefix("Linux Foundation lacks DateComponentsFormatter: "))
  }

  @Test
  func aCrypticErrorGetsTheHintOfTheNameOnItsLine() {
    let hint = BuildErrors.hint(
      for:
        "Sources/App/Timers.swift:9:15: error: cannot convert value of type 'KeyPath<Root, Value>' to expected argument type 'Key.Type'",
      line: "  let viewStore = ViewStore(store, observe: { $0 })")
    #expect(hint.hasPrefix("a view-store API from before TCA 1.7"))
  }

  // A stand-in named as its framework would make other packages in the same build (TCA Lite's
  // swift-custom-dump asks `#if canImport(CoreLocation)`) take it for Apple's.
  @Test
  func standInModulesAreNotNamedAsTheirFrameworksAndImportsFollow() {
    #expect(AppleStandIns.module(for: "CoreLocation") == "CoreLocationStandIn")
    #expect(AppleStandIns.framework(ofModule: "CoreLocationStandIn") == "CoreLocation")
    #expect(AppleStandIns.framework(ofModule: "CoreLocation") == nil)
    let ported = FilePorter.port(
      """
      import ComposableArchitecture
      @preconcurrency import MapKit

      struct Place { var region: MKCoordinateRegion }
      """, viewTypeNames: [], isTest: false)
    #expect(ported.text.contains("@preconcurrency import MapKitStandIn\n"))
    #expect(ported.imports.contains("MapKitStandIn"))
  }

  @Test
  func hintsNameTheCauseOfMissingModulesResourcesAndAppleTypes() {
    let appModule = BuildErrors.hint(for: "Sources/A/A.swift:1:8: error: no such module 'Models'")
    #expect(appModule.hasPrefix("Models is neither a module of the app's packages nor"))
    let apple = BuildErrors.hint(for: "Sources/A/A.swift:1:8: error: no such module 'GameKit'")
    #expect(apple.hasPrefix("GameKit is not on Linux: reach it through a dependency client"))
    let bundle = BuildErrors.hint(
      for: "Sources/A/A.swift:3:9: error: type 'Bundle' has no member 'module'")
    #expect(bundle.hasPrefix("Bundle.module exists for a package target that declares resources"))
    let heading = BuildErrors.hint(
      for: "Sources/A/A.swift:3:9: error: cannot find type 'CLHeading' in scope")
    #expect(
      heading.hasPrefix(
        "CLHeading is CoreLocation's, which Linux lacks and tca-port's CoreLocation stand-ins do not declare"
      ))
    let session = BuildErrors.hint(
      for: "Sources/A/A.swift:3:9: error: cannot find 'AVAudioSession' in scope")
    #expect(session.hasPrefix("AVAudioSession is AVFoundation's, which Linux lacks:"))
    // isowords' tests: `withResponse: { (Data(), URLResponse()) }`.
    let response = BuildErrors.hint(
      for:
        "Tests/A/A.swift:48:23: error: tuple type '(Data, URLResponse?)' is not convertible to tuple type '(Data, URLResponse)'",
      line: "  withResponse: { (Data(), URLResponse()) }")
    #expect(response.hasPrefix("Linux Foundation's URLResponse has no init():"))
  }

  @Test
  func anErrorInAMacroExpansionIsTheUnitOfTheExpandedLine() {
    let errors = BuildErrors(
      output: """
        /tmp/macro/@__swiftmacro_7SyncUps4FormV7ReducerfMe_.swift:3:1: error: type 'Form.Action' has no member 'x'
        /out/Sources/SyncUps/Form.swift:4:1: note: expanded code originates here
        """, packageFolder: "/out/", units: [unit])
    #expect(
      errors.errorsByUnit == [
        "SyncUps": ["Sources/SyncUps/Form.swift:4:1: error: type 'Form.Action' has no member 'x'"]
      ])
  }

  @Test
  func testCountsAddXCTestsAndSwiftTestingsSummaries() {
    let output = """
      Test Suite 'All tests' passed at 2026-11-26.
      \t Executed 2 tests, with 0 failures (0 unexpected) in 0.1 (0.1) seconds
      ✔ Test run with 3 tests in 1 suite passed after 0.05 seconds.
      """
    #expect(TestRunner.testCount(output) == 5)
    #expect(
      TestRunner.failureLines("✘ Test adding() recorded an issue\n✘ Test run with 1 test failed")
        == ["✘ Test adding() recorded an issue"])
  }

  @Test
  func failedTestsAreCountedForXCTestAndSwiftTestingButNotTheirRunsSummaries() {
    let output = """
      Test Case 'CounterTests.testIncrement' failed (0.002 seconds)
      Test Case 'CounterTests.testDecrement' passed (0.001 seconds)
      ✘ Test adding() recorded an issue at CounterTests.swift:9:5: Expectation failed
      ✘ Test adding() failed after 0.001 seconds with 1 issue.
      ✔ Test removing() passed after 0.001 seconds.
      ✘ Suite CounterSuite failed after 0.002 seconds with 1 issue.
      ✘ Test run with 2 tests in 1 suite failed after 0.002 seconds with 1 issue.
      """
    #expect(TestRunner.failedTestCount(output) == 2)
  }

  @Test
  func aCommandGivesItsStatusAndItsOutput() throws {
    let (status, output) = try Command.run(["sh", "-c", "echo built; echo failed >&2; exit 3"])
    #expect(status == 3)
    #expect(output == "built\nfailed\n")
  }

  @Test
  func aCommandThatOutlivesItsTimeoutIsEndedWithStatus124() throws {
    // Under the test runner the child may start with SIGTERM blocked: the kill after the grace
    // period ends it then.
    let (status, _) = try Command.run(["sleep", "600"], timeout: 0.1, grace: 0.1)
    #expect(status == 124)
  }

  // A long build says how far it is while it runs (the first port's build takes minutes). The
  // command goes on only once its last line was reported: a handshake through marker files.
  @Test
  func aRunningCommandReportsItsLastProgressLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = """
      echo '[1/3] Compiling A'
      while [ ! -f "$0/1" ]; do sleep 0.01; done
      echo '[2/3] Compiling B'
      while [ ! -f "$0/2" ]; do sleep 0.01; done
      """
    var reported: [String] = []
    let (status, _) = try Command.run(
      ["sh", "-c", script, folder.path], timeout: 60, interval: 0.05
    ) { line in
      reported.append(line)
      let marker = line.hasPrefix("[1/3]") ? "1" : "2"
      _ = FileManager.default.createFile(
        atPath: folder.appendingPathComponent(marker).path, contents: nil)
    }
    #expect(status == 0)
    #expect(reported.first == "[1/3] Compiling A")
    #expect(reported.last == "[2/3] Compiling B")
  }

  @Test
  func theProgressLineIsTheLastThatCountsBuildSteps() {
    #expect(
      Command.lastProgressLine(in: "Planning\n[4/9] Compiling X a.swift\nwarning: y\n")
        == "[4/9] Compiling X a.swift")
    #expect(Command.lastProgressLine(in: "Fetching\nResolving\n") == nil)
  }

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
