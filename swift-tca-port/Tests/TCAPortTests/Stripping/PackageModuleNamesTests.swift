import Foundation
import Testing

@testable import TCAPort

/// A module of the app's packages named as an Apple framework (a `Network` package beside
/// Apple's Network) is the package's: its import stays, and the unit links the package's
/// product, never the framework's stand-in.
struct PackageModuleNamesTests {
  // A held-out app's networking package is called `Network`; its import was removed as naming
  // nothing of Apple's Network (no `NW…` type), and its uses were stubbed.
  @Test
  func anImportOfAPackagesModuleNamedAsAFrameworkStays() throws {
    let key = """
      import ComposableArchitecture
      import Network

      struct NetworkKey: DependencyKey {
        static let liveValue: any RequestSenderProtocol = RequestSender(session: .shared)
      }
      """
    let test = "import Network\nimport Testing\n@testable import Game\n\n@Test func sends() {}\n"
    var game = AppUnit(name: "Game", kind: .library, files: ["Game/NetworkKey.swift"])
    game.externalProducts = [.init(name: "Network", package: "network")]
    let tests = AppUnit(name: "GameTests", kind: .tests, files: ["GameTests/SendTests.swift"])
    let units = try LayoutTests().withApp([
      "Game/NetworkKey.swift": key, "GameTests/SendTests.swift": test,
    ]) { app in
      try Porter.port(
        app: app, layout: AppLayout(units: [game, tests], skipped: [:], languageMode: 6))
    }

    #expect(units[0].files[0].ported.imports.contains("Network"))
    #expect(units[0].files[0].ported.removals.isEmpty)
    #expect(units[0].unavailableImports.isEmpty)
    #expect(!units[0].products.contains("Network"))
    #expect(units[0].unit.externalProducts.map(\.name) == ["Network"])
    // The tests import it too: they link the product the app module declares.
    #expect(units[1].unit.externalProducts.map(\.name) == ["Network"])
    #expect(units[1].files[0].ported.imports.contains("Network"))
  }
}
