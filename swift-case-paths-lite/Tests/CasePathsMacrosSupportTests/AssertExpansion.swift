import CasePathsMacrosSupport
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Expands `@CasePathable` in `source` and records a Swift Testing issue, at the caller's line,
/// for every difference from the expected expansion, diagnostics and fix-its.
///
/// `conformances` plays the compiler's part: the protocols the enum does not conform to yet.
func assertCasePathableExpansion(
  _ source: String,
  expandedSource: String,
  diagnostics: [DiagnosticSpec] = [],
  applyFixIts: [String]? = nil,
  fixedSource: String? = nil,
  conformances: [TypeSyntax] = ["CasePathable"],
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  assertMacroExpansion(
    source,
    expandedSource: expandedSource,
    diagnostics: diagnostics,
    macroSpecs: [
      "CasePathable": MacroSpec(type: CasePathableImplementation.self, conformances: conformances)
    ],
    applyFixIts: applyFixIts,
    fixedSource: fixedSource,
    indentationWidth: .spaces(2),
    failureHandler: { failure in
      Issue.record(
        Comment(rawValue: failure.message),
        sourceLocation: SourceLocation(
          fileID: String(describing: failure.location.fileID),
          filePath: String(describing: failure.location.filePath),
          line: Int(failure.location.line),
          column: Int(failure.location.column)
        )
      )
    },
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
}
