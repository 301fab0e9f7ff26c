import SwiftSyntax

/// Takes `Never` out of a generic type's arguments where the type no longer has the parameter it
/// filled (`generic type 'Effect' specialized with too many type parameters (got 2, but
/// expected 1)`): TCA 0.x's `Effect<Action, Never>` is TCA 1.0's `Effect<Action>`, a type whose
/// failure parameter went. An argument other than `Never` stays, and the error with it: dropping
/// it would change what the code means.
enum NeverFailureArguments {
  /// The count of arguments the type takes, from `… (got 2, but expected 1)`.
  static func expectedCount(of error: CompilerError) -> Int? {
    error.message.firstMatch(
      of:
        /^generic type '[A-Za-z_][A-Za-z0-9_]*' specialized with too many type parameters \(got \d+, but expected (\d+)\)/
    ).flatMap { Int($0.1) }
  }

  /// The text of `tree` without the trailing `Never` arguments `errors` point at; nil when none
  /// is all `Never`.
  static func remove(in tree: SourceFileSyntax, errors: [CompilerError]) -> String? {
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var edits: [(range: Range<Int>, text: String)] = []
    for error in errors {
      guard let expected = expectedCount(of: error), expected > 0,
        let token = tree.token(at: converter.position(ofLine: error.line, column: error.column)),
        let clause = token.nextToken(viewMode: .sourceAccurate)?.parent?.as(
          GenericArgumentClauseSyntax.self),
        clause.arguments.count > expected
      else { continue }
      let arguments = Array(clause.arguments)
      guard arguments[expected...].allSatisfy({ $0.argument.trimmedDescription == "Never" })
      else { continue }
      // From the comma after the last argument kept to the end of the last one.
      let kept = arguments[expected - 1]
      let start = kept.argument.endPositionBeforeTrailingTrivia.utf8Offset
      let end = arguments[arguments.count - 1].endPositionBeforeTrailingTrivia.utf8Offset
      edits.append((start..<end, ""))
    }
    return ByteEdits.apply(edits, to: tree.description)
  }
}
