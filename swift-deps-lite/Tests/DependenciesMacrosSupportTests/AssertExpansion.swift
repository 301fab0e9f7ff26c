import DependenciesMacrosSupport
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Expands the dependency macros in `source` and records a Swift Testing issue, at the caller's
/// line, for every difference from the expected expansion, diagnostics and fix-its.
func assertExpansion(
  _ source: String,
  expandedSource: String,
  diagnostics: [DiagnosticSpec] = [],
  applyFixIts: [String]? = nil,
  fixedSource: String? = nil,
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
      "DependencyClient": MacroSpec(type: DependencyClientImplementation.self),
      "DependencyEndpoint": MacroSpec(type: DependencyEndpointImplementation.self),
      "DependencyIgnored": MacroSpec(type: DependencyIgnoredImplementation.self),
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
