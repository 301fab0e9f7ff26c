import Foundation
import Testing

@testable import TCAPort

/// A package of an app's graph whose own code imports a view framework (Critical Maps' AcknowList
/// and MastodonKit), ported as the app's files are and depended on by path.
struct PortedPackageTests {
  private let liteRoot = PortCommand.defaultLiteRoot

  @Test
  func aPackageFailingInItsSwiftCodeIsPortable() {
    let folder = "/build/checkouts/AcknowList/Sources/AcknowList"
    #expect(
      PortedPackage.canPort(
        after: "\(folder)/AcknowListSwiftUI.swift:24:8: error: no such module 'SwiftUI'"))
    #expect(
      PortedPackage.canPort(
        after: "\(folder)/Hashing.swift:1:8: error: no such module 'CommonCrypto'"))
    #expect(
      PortedPackage.canPort(after: "\(folder)/Acknow.swift:3:5: error: cannot find 'x' in scope"))
    #expect(!PortedPackage.canPort(after: "\(folder)/shim.c:3:10: error: 'zlib.h' file not found"))
  }

  // AsyncExtensions' one target is all of `Sources` (`path: "Sources"`), its files in folders
  // under it: the types synthesized for any of them go in one file of that target.
  @Test
  func aFileBelongsToTheDeepestTargetFolderAboveIt() {
    var package = PortedPackage(identity: "asyncextensions", reason: "")
    package.targetFolders = ["Sources", "Tests"]
    #expect(package.targetFolder(of: "Sources/Operators/Merge.swift") == "Sources")
    #expect(package.targetFolder(of: "Sources/Supporting/Locks.swift") == "Sources")
    package.targetFolders = ["Sources/Core", "Sources/Core/Extras", "Sources/CoreUI"]
    #expect(package.targetFolder(of: "Sources/Core/Extras/A.swift") == "Sources/Core/Extras")
    #expect(package.targetFolder(of: "Sources/CoreUI/B.swift") == "Sources/CoreUI")
    #expect(package.targetFolder(of: "Plugins/Tool/C.swift") == nil)
  }

  @Test
  func aPackagesViewsGoAndItsManifestGetsTheShimsItsFilesImport() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-ported-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let source = root.appendingPathComponent("AcknowList")
    let files = [
      "Package.swift": """
      // swift-tools-version:5.3
      import PackageDescription

      let package = Package(
        name: "AcknowList",
        products: [.library(name: "AcknowList", targets: ["AcknowList"])],
        targets: [
          .target(name: "AcknowList"),
          .testTarget(name: "AcknowListTests", dependencies: ["AcknowList"]),
        ]
      )
      """,
      "Sources/AcknowList/Acknow.swift": """
      import Foundation

      public struct Acknow: Equatable {
        public var title: String
      }
      """,
      "Sources/AcknowList/AcknowListSwiftUI.swift": """
      import SwiftUI

      public struct AcknowListSwiftUIView: View {
        public var acknowledgements: [Acknow]
        public var body: some View {
          List(acknowledgements, id: \\.title) { Text($0.title) }
        }
      }

      extension Acknow {
        public var tint: Color { .blue }
      }
      """,
      // PagerTabStripView's model: Combine's names through SwiftUI, OpenCombine's on Linux.
      "Sources/AcknowList/AcknowModel.swift": """
      import SwiftUI

      public final class AcknowModel: ObservableObject {
        @Published public var selected = 0
      }
      """,
      ".git/HEAD": "ref: refs/heads/main\n",
    ]
    for (path, text) in files {
      let url = source.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let destination = root.appendingPathComponent("Port/Ported/acknowlist")
    let package = try PortedPackage.port(
      "acknowlist", reason: "error: no such module 'SwiftUI'", from: source, to: destination,
      liteRoot: liteRoot)

    #expect(package.folder == "Ported/acknowlist")
    #expect(package.targetFolders == ["Sources/AcknowList", "Tests/AcknowListTests"])
    #expect(
      package.files.map(\.path) == [
        "Sources/AcknowList/AcknowListSwiftUI.swift", "Sources/AcknowList/AcknowModel.swift",
      ])
    #expect(
      package.files.first?.removals.map(\.declaration) == [
        "import SwiftUI", "struct AcknowListSwiftUIView",
      ])
    let ported = try String(
      contentsOf: destination.appendingPathComponent("Sources/AcknowList/AcknowListSwiftUI.swift"),
      encoding: .utf8)
    #expect(ported.contains("import PortShims") && ported.contains("public var tint: Color"))
    #expect(
      !FileManager.default.fileExists(atPath: destination.appendingPathComponent(".git").path))
    // The manifest still parses, and its library target depends on the shims.
    let (status, dump) = try Command.run(
      ["swift", "package", "dump-package", "--package-path", destination.path], timeout: 300)
    #expect(status == 0)
    #expect(dump.contains(#""PortShims""#))
    #expect(dump.contains("\(liteRoot)/swift-stand-ins"))
    // And on OpenCombine's shim, which its model imports for `ObservableObject`.
    #expect(dump.contains(#""OpenCombineShim""#))
    #expect(dump.contains("https://github.com/OpenCombine/OpenCombine.git"))
    // A later round asking for the shims again adds nothing.
    try PortedPackage.addPortModules(
      [PortShimNames.module], toManifestsIn: destination, liteRoot: liteRoot)
    let manifest = try String(
      contentsOf: destination.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.components(separatedBy: #".product(name: "PortShims""#).count == 2)
    #expect(manifest.components(separatedBy: "swift-stand-ins\"))").count == 2)
  }

  // AcknowList's CocoaPods decoder calls `isEqual(to:)` on `AnyObject`, which Linux has not;
  // the app uses its SwiftPM decoder: the failing file is the one to set aside.
  // A package built with warnings as errors turned red on swift-parsing 0.15's deprecations:
  // its ported copy builds with warnings as warnings.
  @Test
  func aPortedPackageBuildsWithWarningsAsWarnings() {
    let manifest = """
      swiftSettings: [
        .unsafeFlags(["-warnings-as-errors"]),
        .unsafeFlags(["-Xfrontend", "-warn-long-function-bodies=100", "-warnings-as-errors", "-O"]),
        .treatAllWarnings(as: .error),
      ],
      cSettings: [.unsafeFlags(["-Werror"])]
      """
    #expect(
      PortedPackage.relaxingWarningsAsErrors(manifest) == """
        swiftSettings: [
          .unsafeFlags([]),
          .unsafeFlags(["-Xfrontend", "-warn-long-function-bodies=100", "-O"]),
          .treatAllWarnings(as: .warning),
        ],
        cSettings: [.unsafeFlags([])]
        """)
  }

  @Test
  func aPortedPackagesFailingFilesAreReadFromTheBuild() {
    let folder = URL(fileURLWithPath: "/port/Ported/acknowlist")
    let output = """
      /port/Ported/acknowlist/Sources/AcknowList/AcknowPodDecoder.swift:50:26: error: value of type 'AnyObject' has no member 'isEqual'
      /port/Ported/acknowlist/Sources/AcknowList/AcknowPodDecoder.swift:50:60: error: value of type 'AnyObject' has no member 'isEqual'
      /port/Ported/acknowlist/Sources/AcknowList/Acknow.swift:3:1: warning: unused
      /port/Sources/SettingsFeature/Settings.swift:9:1: error: cannot find 'x' in scope
      """
    let failing = PortedPackage.failingFiles(in: output, packageFolder: folder)
    #expect(failing.keys.sorted() == ["Sources/AcknowList/AcknowPodDecoder.swift"])
    #expect(failing["Sources/AcknowList/AcknowPodDecoder.swift"]?.count == 2)
  }

  // The decoder's failing function keeps its signature and throws; the file's other code stays.
  @Test
  func theManifestDependsOnAPortedPackageByPathInPlaceOfItsAddress() {
    var manifest = ManifestWriter(
      packageName: "CriticalMapsPort", liteRoot: "/repo", languageMode: 6,
      targets: [.init(name: "SettingsFeature", isTest: false, appDependencies: [], products: [])])
    manifest.targets[0].externalProducts = [.init(name: "AcknowList", package: "acknowlist")]
    manifest.externalPackages = [
      "acknowlist": #".package(url: "https://github.com/mltbnz/AcknowList", branch: "main")"#
    ]
    manifest.portedPackages = ["acknowlist"]
    #expect(manifest.text.contains(#".package(path: "Ported/acknowlist"),"#))
    #expect(!manifest.text.contains("github.com/mltbnz/AcknowList"))
  }
}
