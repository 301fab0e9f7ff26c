import SwiftParser
import Testing

@testable import TCAPort

/// One build's errors in one file: the compiler's fixes first, else the failing bodies stubbed
/// with the shims imported, and the types and members the module's synthesized file must give.
struct FileMendingTests {
  private func file(_ text: String) -> PortedFile {
    let tree = Parser.parse(source: text)
    return PortedFile(
      text: text, removals: [], imports: FilePorter.topLevelImports(tree), blockers: [],
      tree: tree)
  }

  private func errors(_ lines: [String]) -> [CompilerError] {
    lines.map { "Sources/T/Theme.swift:\($0)" }.compactMap(CompilerError.init)
  }

  @Test
  func theCompilersFixesComeFirstAndTheRestWaitsForTheNextBuild() {
    let source = "import Foundation\n\nstruct Detail: ReducerProtocol {\n  let x = SecTrust()\n}\n"
    let mending = FileMending(
      file(source), at: "Sources/T/Theme.swift",
      errors: errors([
        "3:16: error: 'ReducerProtocol' has been renamed to 'Reducer'",
        "4:11: error: cannot find 'SecTrust' in scope",
      ]), known: [], droppedFrameworks: [])
    #expect(mending.fixes == 1)
    #expect(mending.file?.text.contains("struct Detail: Reducer {") == true)
    #expect(mending.stubs.isEmpty && mending.types.isEmpty)
  }

  @Test
  func aStubImportsTheShimsAndWhatNoBodyHoldsIsSynthesized() {
    let source = """
      import Foundation

      enum Theme {
        static let glass = Glass.regular
        static let bright = Glass.tinted(true)
        var kind: Glass.Kind
        func evaluate(_ trust: SecTrust) -> Bool {
          SecTrustEvaluateWithError(trust, nil)
        }
      }
      """
    let mending = FileMending(
      file(source), at: "Sources/T/Theme.swift",
      errors: errors([
        "4:28: error: type 'Glass' has no member 'regular'",
        "5:29: error: type 'Glass' has no member 'tinted'",
        "6:19: error: 'Kind' is not a member type of struct 'T.Glass'",
        "7:26: error: cannot find type 'SecTrust' in scope",
        "8:5: error: cannot find 'SecTrustEvaluateWithError' in scope",
      ]), known: ["Glass"], droppedFrameworks: ["Security"])
    #expect(mending.stubs.map(\.declaration) == ["evaluate(_:)"])
    #expect(mending.file?.imports.last == "PortShims")
    #expect(mending.file?.text.contains("import Foundation\nimport PortShims\n") == true)
    #expect(
      mending.types.sorted() == [
        "Glass.Kind", "Glass::public static func `tinted`(_ arguments: Any...) -> Self { Self() }",
        "Glass::public static var `regular`: Self { Self() }", "SecTrust",
      ])
  }

  @Test
  func whatNothingElseMendsIsLeftOutAndAnImportIsLeftAsItIs() {
    let mending = FileMending(
      file("import Models\nlet broken = 1 + \"text\"\n"), at: "Sources/T/Theme.swift",
      errors: errors(["2:16: error: binary operator '+' cannot be applied"]), known: [],
      droppedFrameworks: [])
    #expect(mending.file?.text == "import Models\n\n")
    #expect(mending.stubs.map(\.declaration) == ["let broken"])
    let unmended = FileMending(
      file("import Models\n"), at: "Sources/T/Theme.swift",
      errors: errors(["1:8: error: module 'Models' was built for another target"]), known: [],
      droppedFrameworks: [])
    #expect(unmended.file == nil && unmended.stubs.isEmpty && unmended.types.isEmpty)
  }
}
