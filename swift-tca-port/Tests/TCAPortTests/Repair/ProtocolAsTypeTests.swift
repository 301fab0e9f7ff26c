import Foundation
import SwiftParser
import Testing

@testable import TCAPort

/// Code written when `CasePath` was a struct (swift-parsing 0.14 extends it with a conformance)
/// compiles on the case paths where it is a protocol: its concrete uses are written as the
/// protocol's eraser, `AnyCasePath`; its uses as a constraint stay.
struct ProtocolAsTypeTests {
  let errors = [
    "Sources/P/Enum.swift:4:22: error: no type for 'Self' can satisfy both 'Self == any CasePath<Enum, Values>' and 'Self : Conversion'",
    "Sources/P/Enum.swift:8:1: error: extension of protocol 'CasePath' cannot have an inheritance clause",
  ].compactMap(CompilerError.init)

  @Test
  func theProtocolsConcreteUsesAreWrittenAsItsEraser() {
    let source = """
      import CasePaths
      extension Conversion {
        public static func `case`<Values, Enum>(_ embed: @escaping (Values) -> Enum)
          -> Self where Self == CasePath<Enum, Values> { CasePath(embed: embed, extract: { _ in nil }) }
        static func path<P: CasePath>(_ path: P) -> some CasePath<P.Root, P.Value> { path }
        static func other<P>(_ path: P) where P: CasePath {}
      }
      extension CasePath: Conversion {}
      struct Wrapper: CasePath {}
      """
    let text = ProtocolAsType.rewrite(
      in: Parser.parse(source: source), errors: errors,
      eraser: { $0 == "CasePath" ? "AnyCasePath" : nil })
    #expect(
      text == """
        import CasePaths
        extension Conversion {
          public static func `case`<Values, Enum>(_ embed: @escaping (Values) -> Enum)
            -> Self where Self == AnyCasePath<Enum, Values> { AnyCasePath(embed: embed, extract: { _ in nil }) }
          static func path<P: CasePath>(_ path: P) -> some CasePath<P.Root, P.Value> { path }
          static func other<P>(_ path: P) where P: CasePath {}
        }
        extension AnyCasePath: Conversion {}
        struct Wrapper: CasePath {}
        """)
  }

  @Test
  func aProtocolWithNoEraserIsLeftToTheOtherRepairs() {
    let source = "extension CasePath: Conversion {}"
    let text = ProtocolAsType.rewrite(
      in: Parser.parse(source: source), errors: errors, eraser: { _ in nil })
    #expect(text == nil)
  }

  @Test
  func theEraserIsFoundWhereAPackageDeclaresIt() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ProtocolAsTypeTests-\(UUID().uuidString)")
    let sources = folder.appendingPathComponent("Sources/CasePathsCore")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "public struct AnyCasePath<Root, Value>: Sendable {}\n".write(
      to: sources.appendingPathComponent("AnyCasePath.swift"), atomically: true, encoding: .utf8)
    #expect(ProtocolAsType.eraser(of: "CasePath", declaredUnder: [folder]) == "AnyCasePath")
    #expect(ProtocolAsType.eraser(of: "Reducer", declaredUnder: [folder]) == nil)
  }
}
