import CasePathsMacrosSupport
import MacroExpansionTesting
import SwiftSyntax

/// Expands `@CasePathable` in `source`, checking it as `assertExpansion` does. `conformances`
/// plays the compiler's part: the protocols the enum does not conform to yet.
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
  MacroExpansionTesting.assertExpansion(
    source,
    expandedSource: expandedSource,
    diagnostics: diagnostics,
    macroSpecs: [
      "CasePathable": MacroSpec(type: CasePathableImplementation.self, conformances: conformances)
    ],
    applyFixIts: applyFixIts,
    fixedSource: fixedSource,
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
}
