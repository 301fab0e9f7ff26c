import SwiftParser
import Testing

@testable import TCAPort

/// An error no body holds and nothing synthesized answers leaves out what does not compile (a
/// conformance the type does not meet here, else the declaration around the error), not the
/// module: what used it is mended in the next build.
struct LeftOutDeclarationTests {
  private func leaveOut(_ source: String, errors: [String]) -> (String, [BodyStub]) {
    var stubber = BodyStubber(
      tree: Parser.parse(source: source), path: "Sources/M/M.swift", droppedFrameworks: [])
    stubber.leavingOut = true
    let (text, stubs, _) = stubber.stub(
      errors.compactMap { CompilerError("Sources/M/M.swift:\($0)") })
    return (text, stubs)
  }

  @Test
  func anUnmetConformanceLeavesTheInheritanceClause() {
    let source = """
      struct Theme: Equatable, WidgetConfiguration, Sendable {
        var name: String
      }
      struct Glass: WidgetConfiguration {}
      """
    let (text, stubs) = leaveOut(
      source,
      errors: [
        "1:8: error: type 'Theme' does not conform to protocol 'WidgetConfiguration'",
        "4:8: error: type 'Glass' does not conform to protocol 'WidgetConfiguration'",
      ])
    #expect(
      text == """
        struct Theme: Equatable, Sendable {
          var name: String
        }
        struct Glass {}
        """)
    #expect(
      stubs.map(\.message) == [
        "the conformance of struct Theme to WidgetConfiguration is left out: it does not compile on Linux (type 'Theme' does not conform to protocol 'WidgetConfiguration')",
        "the conformance of struct Glass to WidgetConfiguration is left out: it does not compile on Linux (type 'Glass' does not conform to protocol 'WidgetConfiguration')",
      ])
  }

  @Test
  func theDeclarationAroundAnErrorNoBodyHoldsGoes() {
    let source = """
      import Foundation

      struct Entry {
        var date: Date
        var family: WidgetFamily.Size = .small
      }

      typealias Provider = TimelineProvider<Entry>
      """
    let (text, stubs) = leaveOut(
      source,
      errors: [
        "5:23: error: 'Size' is not a member type of enum 'WidgetFamily'",
        "8:22: error: cannot specialize non-generic type 'TimelineProvider'",
      ])
    #expect(
      text == """
        import Foundation

        struct Entry {
          var date: Date
          
        }


        """)
    #expect(stubs.map(\.declaration) == ["var family", "typealias Provider"])
  }

  // A property of a type Linux lacks made `State` not `Equatable`: the property goes first,
  // and the conformance stays for the next build to judge.
  @Test
  func aConformanceWaitsForAnErrorInItsMembers() {
    let source = """
      struct State: Equatable {
        var count = 0
        var collaboration: ARSession.CollaborationData?
      }
      """
    let (text, stubs) = leaveOut(
      source,
      errors: [
        "1:8: error: type 'State' does not conform to protocol 'Equatable'",
        "3:32: error: 'CollaborationData' is not a member type of struct 'ARSession'",
      ])
    #expect(text.contains("struct State: Equatable {"))
    #expect(!text.contains("var collaboration"))
    #expect(stubs.map(\.declaration) == ["var collaboration"])
  }

  // swift-snapshot-testing's trait is declared under `#if canImport(Testing)`: what fails goes
  // on its own, inside the `#if`, never the whole `#if`; an error on an import leaves nothing.
  @Test
  func aDeclarationInsideAnIfGoesAloneAndAnImportStays() {
    let source = """
      #if canImport(Testing)
        import Testing

        public struct Trait: TestTrait {}

        extension Trait: TestScoping {
          public func provideScope() {}
        }
      #endif
      """
    let (text, stubs) = leaveOut(
      source,
      errors: [
        "2:3: error: 'Testing' has been imported as implementation-only",
        "6:3: error: cannot use conformance of 'Never' to 'TestScoping' here",
      ])
    #expect(text.contains("#if canImport(Testing)"))
    #expect(text.contains("import Testing"))
    #expect(text.contains("public struct Trait: TestTrait {}"))
    #expect(!text.contains("extension Trait"))
    #expect(stubs.map(\.declaration) == ["extension Trait"])
  }
}
