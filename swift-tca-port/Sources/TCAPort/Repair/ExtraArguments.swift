import SwiftSyntax

/// Takes out of a call an argument the compiler says it does not take (`extra argument 'notify'
/// in call`): the stripping removed a stored property naming a type Linux lacks, and the
/// memberwise initializer no longer has its parameter, so its callers lose the argument too.
enum ExtraArguments {
  /// The label of `extra argument 'notify' in call`.
  static func label(of error: CompilerError) -> String? {
    error.message.firstMatch(of: /^extra argument '([A-Za-z_][A-Za-z0-9_]*)' in call/).map {
      String($0.1)
    }
  }

  /// The text of `tree` without each argument `errors` name, where they are; nil when none is.
  static func remove(in tree: SourceFileSyntax, errors: [CompilerError]) -> String? {
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var ranges: [Range<Int>] = []
    for error in errors {
      guard let label = label(of: error),
        let token = tree.token(at: converter.position(ofLine: error.line, column: error.column)),
        let argument = token.ancestorOrSelf(mapping: { $0.as(LabeledExprSyntax.self) }),
        argument.label?.text == label,
        let list = argument.parent?.as(LabeledExprListSyntax.self)
      else { continue }
      // The argument and its comma; the last one takes the comma before it.
      var start = argument.positionAfterSkippingLeadingTrivia.utf8Offset
      var end = argument.endPositionBeforeTrailingTrivia.utf8Offset
      if argument.trailingComma == nil, let index = list.index(of: argument),
        index != list.startIndex
      {
        let previous = list[list.index(before: index)]
        start = previous.trailingComma?.positionAfterSkippingLeadingTrivia.utf8Offset ?? start
      } else if argument.trailingComma != nil,
        let next = list.index(of: argument).map({ list.index(after: $0) }), next != list.endIndex
      {
        end = list[next].positionAfterSkippingLeadingTrivia.utf8Offset
      }
      let range = start..<end
      if !ranges.contains(where: { $0.overlaps(range) }) { ranges.append(range) }
    }
    return ByteEdits.apply(ranges.map { ($0, "") }, to: tree.description)
  }
}
