@_exported import SwiftSyntaxMacroExpansion
@_exported import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Expands the macros of `macroSpecs` in `source` and records a Swift Testing issue, at the
/// caller's line, for every difference from `expandedSource`, the expected diagnostics and the
/// source after `applyFixIts`: swift-syntax's `assertMacroExpansion`, reporting to Swift Testing,
/// with two-space indentation. The expansion tests of every TCA Lite macro package use it.
///
/// ```swift
/// assertExpansion(
///   "@CasePathable enum Action { case tap }",
///   expandedSource: "…",
///   macroSpecs: ["CasePathable": MacroSpec(type: CasePathableImplementation.self)]
/// )
/// ```
public func assertExpansion(
  _ source: String,
  expandedSource: String,
  diagnostics: [DiagnosticSpec] = [],
  macroSpecs: [String: MacroSpec],
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
    macroSpecs: macroSpecs,
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
