/// ``assertExpansion(_:expandedSource:diagnostics:macroSpecs:applyFixIts:fixedSource:fileID:filePath:line:column:)``
/// for one package's macros, named once: a test target declares
/// `let assertExpansion = MacroExpansionAssertion([...])` and calls it as the function, without
/// the specs.
///
/// ```swift
/// let assertExpansion = MacroExpansionAssertion([
///   "DependencyClient": MacroSpec(type: DependencyClientImplementation.self)
/// ])
///
/// assertExpansion("@DependencyClient struct Client {}", expandedSource: "…")
/// ```
public struct MacroExpansionAssertion: Sendable {
  /// The macros it expands, by name, as the compiler sees them.
  public let macroSpecs: [String: MacroSpec]

  /// An assertion expanding `macroSpecs`.
  public init(_ macroSpecs: [String: MacroSpec]) {
    self.macroSpecs = macroSpecs
  }

  /// Expands the macros in `source` and records an issue, at the caller's line, for every
  /// difference from `expandedSource`, the expected diagnostics and the fixed source.
  public func callAsFunction(
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
    assertExpansion(
      source, expandedSource: expandedSource, diagnostics: diagnostics, macroSpecs: macroSpecs,
      applyFixIts: applyFixIts, fixedSource: fixedSource, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}
