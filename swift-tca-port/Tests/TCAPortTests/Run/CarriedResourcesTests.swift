import Foundation
import Testing

@testable import TCAPort

/// A test target of an Xcode project that copies fixtures into its bundle keeps them: they
/// are its package target's resources, which its tests read through `Bundle.module`.
struct CarriedResourcesTests {
  // A held-out app's tests decode the JSON its test bundle holds
  // (`Bundle(for: __.self).url(forResource: "getUsers", withExtension: "json")`): each failed,
  // its fixture not found, and `try!` stopped the process.
  @Test
  func aTestTargetsFixturesAreCarriedAndItsBundleIsTheModules() throws {
    var project = ProjectText()
    project.file("TESTS", path: "UsersTests.swift")
    project.file("USERS", path: "getUsers.json")
    project.group("TESTGROUP", path: "AppTests", children: ["TESTS", "USERS"])
    project.main(["TESTGROUP"])
    project.target(
      "T1", name: "AppTests", type: "com.apple.product-type.bundle.unit-test", files: ["TESTS"],
      resources: ["USERS"])
    let test = """
      import XCTest

      extension Bundle {
        static var current: Bundle {
          class Marker {}
          return Bundle(for: Marker.self)
        }
      }

      final class UsersTests: XCTestCase {
        func testDecodes() throws {
          XCTAssertNotNil(Bundle.current.url(forResource: "getUsers", withExtension: "json"))
        }
      }
      """
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-resources-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    for (path, text) in [
      "App.xcodeproj/project.pbxproj": project.text, "AppTests/UsersTests.swift": test,
      "AppTests/getUsers.json": "[]",
    ] {
      let url = app.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let units = try Porter.port(app: app, layout: try LayoutReader.read(app))
    let output = root.appendingPathComponent("Port")
    var builder = PackageBuilder(
      output: output, liteRoot: "/nowhere", scratchPath: nil, packageName: "AppPort",
      languageMode: 6)
    builder.app = app
    try builder.write(units)

    let fixture = output.appendingPathComponent("Tests/AppTests/Resources/getUsers.json")
    #expect(try String(contentsOf: fixture, encoding: .utf8) == "[]")
    let manifest = try String(
      contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(".copy(\"Resources/getUsers.json\")"))
    let ported = try String(
      contentsOf: output.appendingPathComponent("Tests/AppTests/UsersTests.swift"),
      encoding: .utf8)
    #expect(ported.contains("    return Bundle.module\n"))
    #expect(
      units[0].files[0].ported.removals.map(\.declaration) == ["Bundle(for: Marker.self)"])
  }
}
