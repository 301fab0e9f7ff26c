import Foundation
import Testing

@testable import APICheck

@Suite struct APIComparisonTests {
  private func compare(upstream: String, lite: String, exclusions: String = "")
    throws -> APIComparison
  {
    var theirs = DeclarationCollector(conditions: .upstreamOnLinux)
    theirs.read(source: upstream, module: "Upstream")
    var ours = DeclarationCollector(conditions: .liteOnLinux)
    ours.read(source: lite, module: "Lite")
    return APIComparison(upstream: theirs, lite: ours, exclusions: try Exclusions(text: exclusions))
  }

  @Test func aCallWithUpstreamsLabelsMustCompileHere() throws {
    let comparison = try compare(
      upstream: """
        public enum Effect {
          public static func run(name: String? = nil, operation: () -> Void, fileID: StaticString = #fileID) {}
          public static func merge(_ effects: Effect...) {}
          public static func cancel(id: Int) {}
        }
        """,
      lite: """
        public enum Effect {
          public static func run(operation: () -> Void, line: UInt = #line) {}
          public static func merge(_ effects: Effect..., priority: Int = 0) {}
          public func cancel(id: Int) {}
        }
        """)
    #expect(
      comparison.missing.map(\.description) == [
        "function static Effect.run(name?[String?]:operation[()]:fileID?:)",
        "function static Effect.cancel(id[Int]:)",
      ])
    #expect(
      comparison.report.hasSuffix(
        "4 upstream declarations: 2 declared by TCA Lite, 0 excluded on purpose, 2 missing"))
  }

  @Test func conformancesImplyTheirRefinementsAndSynthesizedMembers() throws {
    let comparison = try compare(
      upstream: """
        public struct ID: Equatable, Hashable, Codable { public func hash(into hasher: inout Hasher) {} }
        public struct Other: Identifiable {}
        """,
      lite: "public struct ID: Hashable, Codable {}\npublic struct Other {}")
    #expect(
      comparison.missing.map(\.description) == ["conformance Other: Identifiable"])
  }

  @Test func aConformanceImpliesWhatTheSidesOwnProtocolsRefine() throws {
    let comparison = try compare(
      upstream: "public struct Generator: Sendable {}",
      lite: "public protocol _Stateful: Sendable {}\npublic struct Generator: _Stateful {}")
    #expect(comparison.missing.isEmpty)
  }

  @Test func aClosuresShapeAndAConcreteTypeTellOverloadsApart() throws {
    let comparison = try compare(
      upstream: """
        extension Reducer {
          public func onChange(of value: @escaping (State) -> V, _ perform: @escaping (V, inout State) -> Effect) {}
          public func finish(timeout nanoseconds: UInt64) {}
          public func wait(timeout: Duration) {}
        }
        """,
      lite: """
        extension Reducer {
          public func onChange(of value: @escaping (State) -> V, _ reducer: @escaping (V, V) -> R) {}
          public func finish(timeout: Duration? = nil) {}
          public func wait(timeout: Duration? = nil) {}
        }
        """)
    #expect(
      comparison.missing.map(\.description) == [
        "function Reducer.onChange(of[(_)]:_[(_,inout)]:)",
        "function Reducer.finish(timeout[UInt64]:)",
      ])
  }

  @Test func anExtensionOfAnAliasExtendsTheTypeItNames() throws {
    let comparison = try compare(
      upstream: """
        public typealias CaseKeyPath<Root, Value> = KeyPath<Root, Value>
        extension CaseKeyPath { public func callAsFunction() {} }
        """,
      lite: """
        public typealias CaseKeyPath<Root, Value> = KeyPath<Root, Value>
        extension KeyPath { public func callAsFunction() {} }
        """)
    #expect(comparison.missing.isEmpty)
  }

  @Test func membersOfUpstreamsInternalTypesAreNotAPI() throws {
    let comparison = try compare(
      upstream: """
        struct Box {}
        extension Box: Sendable { public func open() {} }
        """,
      lite: "")
    #expect(comparison.upstreamCount == 0)
  }

  @Test func excludedDeclarationsCarryTheirReasonAndUnusedPatternsAreReported() throws {
    let comparison = try compare(
      upstream: "public struct WithViewStore {}\npublic func _internal() {}",
      lite: "",
      exclusions: """
        # The view layer: SwiftUI is not on Linux.
        type WithViewStore*
        type NavigationStackStore*
        # Implementation details.
        * _*
        """)
    #expect(comparison.missing.isEmpty)
    #expect(
      comparison.excluded.map(\.rule.reason) == [
        "The view layer: SwiftUI is not on Linux.", "Implementation details.",
      ])
    #expect(comparison.unusedRules.map(\.pattern) == ["type NavigationStackStore*"])
    #expect(
      comparison.report.contains("warning: exclusion 'type NavigationStackStore*' matched nothing"))
  }

  @Test func aFolderWithoutUpstreamsPackagesIsRefusedNamingWhatToGive() throws {
    let folder = URL(filePath: "/nonexistent-upstream-checkouts")
    let error = #expect(throws: SourceFolderError.self) {
      try APIComparison(upstream: folder, lite: folder, exclusions: Exclusions(text: ""))
    }
    #expect(
      error?.description
        == "no module folder at /nonexistent-upstream-checkouts/swift-case-paths/Sources/CasePaths: "
        + "is UPSTREAM the folder holding upstream's four packages?")
  }

  @Test func aPatternWithoutAReasonIsRefused() {
    #expect(throws: ExclusionsError.patternWithoutReason(line: 1, pattern: "type Store")) {
      try Exclusions(text: "type Store\n# why")
    }
    #expect(
      ExclusionsError.patternWithoutReason(line: 1, pattern: "type Store").description
        == "line 1: 'type Store' has no reason above it; write one as a '#' line first")
  }
}
