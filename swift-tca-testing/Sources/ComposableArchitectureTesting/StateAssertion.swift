import CustomDump

extension TestStore {
  /// Checks that the state `actual` reached is what `updateStateToExpectedResult` describes.
  ///
  /// Exhaustively, the closure changes the state *before* the step into the expected state;
  /// non-exhaustively, it changes the state *after* the step, so only what it sets is checked.
  func assertState(
    before: State,
    after actual: State,
    updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: TestStepLocation
  ) {
    var expected = isExhaustive ? before : actual
    if let updateStateToExpectedResult {
      let current = state
      state = before
      defer { state = current }
      do {
        try updateStateToExpectedResult(&expected)
      } catch {
        report("Threw error: \(error)", at: location)
        return
      }
    }
    guard expected != actual else {
      if isExhaustive, updateStateToExpectedResult != nil, expected == before {
        report(
          """
          Expected state to change, but no change occurred.

          The trailing closure made no observable modifications to state. If no change to state \
          is expected, omit the trailing closure.
          """,
          at: location
        )
      }
      return
    }
    let difference =
      diff(expected, actual, format: .proportional).map { "\($0.indented(by: 2))" }
      ?? "  (No difference in the dump: check the '==' of the state types.)"
    let header =
      updateStateToExpectedResult == nil
      ? "State was not expected to change, but a change occurred: …"
      : "A state change does not match expectation: …"
    report(
      """
      \(header)

      \(difference)

      (Expected: −, Actual: +)
      """,
      at: location
    )
  }
}

extension String {
  func indented(by spaces: Int) -> String {
    let indent = String(repeating: " ", count: spaces)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indent + $0 }
      .joined(separator: "\n")
  }
}

extension Duration {
  /// The duration in seconds, as messages spell it: `1.0`, `0.1`.
  var secondsDescription: String {
    let (seconds, attoseconds) = components
    return "\(Double(seconds) + Double(attoseconds) / 1e18)"
  }
}
