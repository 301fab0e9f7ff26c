import SwiftParser
import SwiftSyntax
import Testing

@testable import TCAPort

/// An attribute of a framework Linux lacks goes alone: the model class it marks stays, plain,
/// for the features and tests that make and read its values.
struct UnknownAttributeTests {
  // A held-out app's SwiftData models: 33 `@Model` classes were left out whole, and their
  // names synthesized empty, so every test making a portfolio failed to compile.
  @Test
  func aModelMacroAndItsPropertiesAttributesGoAndTheClassStays() {
    let source = """
      @Model
      final class Portfolio {
        @Attribute(.unique) var id: UUID
        var name: String
        @Relationship(deleteRule: .cascade) var holdings: [Holding] = []
        init(id: UUID, name: String) {
          self.id = id
          self.name = name
        }
      }
      """
    let stubber = BodyStubber(
      tree: Parser.parse(source: source), path: "Sources/App/Models.swift",
      droppedFrameworks: ["SwiftData"])
    let (text, stubs, left) = stubber.stub(
      [(1, 2, "Model"), (3, 4, "Attribute"), (5, 4, "Relationship")].map {
        CompilerError(
          "Sources/App/Models.swift:\($0.0):\($0.1): error: unknown attribute '\($0.2)'")!
      })
    #expect(left.isEmpty)
    #expect(
      stubs.map(\.message) == [
        "@Model of class Portfolio is removed: the attribute does not compile on Linux (unknown attribute 'Model'); what it marks stays without it",
        "@Attribute of var id is removed: the attribute does not compile on Linux (unknown attribute 'Attribute'); what it marks stays without it",
        "@Relationship of var holdings is removed: the attribute does not compile on Linux (unknown attribute 'Relationship'); what it marks stays without it",
      ])
    #expect(text.hasPrefix("\nfinal class Portfolio {\n  var id: UUID\n"))
    #expect(text.contains("\n  var holdings: [Holding] = []\n"))
    #expect(!text.contains("PortUnavailable"))
  }

  // A wrapped property with an initial value stays plain; one with neither a written type nor
  // an initial value would not compile without its wrapper either: it goes whole.
  @Test
  func aWrappedPropertyStaysWhenItCompilesWithoutItsWrapper() {
    let source = """
      struct Settings {
        @CloudStorage("theme") var theme = "light"
        @CloudContext(\\.container) var container
      }
      """
    let stubber = BodyStubber(
      tree: Parser.parse(source: source), path: "Sources/App/Settings.swift",
      droppedFrameworks: ["CloudKit"])
    let (text, stubs, _) = stubber.stub(
      [(2, 4, "CloudStorage"), (3, 4, "CloudContext")].map {
        CompilerError(
          "Sources/App/Settings.swift:\($0.0):\($0.1): error: unknown attribute '\($0.2)'")!
      })
    #expect(stubs.map(\.declaration) == ["@CloudStorage of var theme", "var container"])
    #expect(text == "struct Settings {\n  var theme = \"light\"\n  \n}")
  }
}
