@_spi(Internals) import CasePaths
@_spi(Internals) import ComposableArchitecture
import CustomDump
import IssueReporting

extension TestStore {
  /// Checks that the state `actual` reached is what `updateStateToExpectedResult` describes.
  ///
  /// Exhaustively, the closure changes the state *before* the step into the expected state;
  /// non-exhaustively, it changes the state *after* the step, so only what it sets is checked.
  func assertState(
    before: State,
    after actual: State,
    updateStateToExpectedResult: ((inout State) throws -> Void)?,
    dependencies: DependencyValues,
    expectsChange: Bool = true,
    at location: _SourceLocation
  ) {
    let isExhaustive = isExhaustive
    /// Runs the assertion closure on `expected`, with `store.state` reading the state before the
    /// step and with the dependencies (and generator states) the step started with.
    func update(_ expected: inout State) -> Bool {
      guard let updateStateToExpectedResult else { return true }
      let current = state
      state = before
      defer { state = current }
      do {
        try sharedChanges.assert {
          try DependencyValues.$_current.withValue(dependencies) {
            // `XCTModify` checks that it changed something only in exhaustive tests (the
            // default, so exhaustive steps pay no task-local).
            if isExhaustive {
              try updateStateToExpectedResult(&expected)
            } else {
              try XCTModifyLocals.$isExhaustive.withValue(false) {
                try updateStateToExpectedResult(&expected)
              }
            }
          }
        }
        return true
      } catch {
        report(TestStoreMessage.thrown(error), at: location)
        return false
      }
    }

    // Shared state changed by this step (or before it) is asserted here, then accepted.
    defer { sharedChanges.reset() }

    guard isExhaustive else {
      if exhaustivity.showsSkippedWork {
        // What an exhaustive test would have had to assert, shown but not failing.
        sharedChanges.preservingSnapshots {
          var expectedFromBefore = before
          if update(&expectedFromBefore), !matches(expectedFromBefore, actual) {
            reportSkipped(
              mismatchMessage(expected: expectedFromBefore, actual: actual), at: location)
          }
        }
      }
      sharedChanges.reset()
      var expected = actual
      if update(&expected), !matches(expected, actual) {
        report(mismatchMessage(expected: expected, actual: actual), at: location)
      }
      return
    }

    var expected = before
    guard update(&expected) else { return }
    guard !matches(expected, actual) else {
      if expectsChange, updateStateToExpectedResult != nil, !sharedChanges.hasChanges,
        expected == before
      {
        report(TestStoreMessage.noStateChange, at: location)
      }
      return
    }
    report(
      mismatchMessage(
        expected: expected, actual: actual,
        header: updateStateToExpectedResult == nil
          ? TestStoreMessage.unexpectedStateChange
          : TestStoreMessage.stateMismatchHeader),
      at: location
    )
  }

  /// Whether `actual` is what `expected` describes; shared values in `expected` are read as the
  /// test expects them (their snapshots).
  func matches(_ expected: State, _ actual: State) -> Bool {
    // With no snapshot, a shared value reads the same either way: no task local to bind.
    guard sharedChanges.hasChanges else { return expected == actual }
    return sharedChanges.compare { expected == actual }
  }

  /// The `−`/`+` diff of `expected` and `actual`, reading shared values in `expected` as the test
  /// expects them.
  func difference(expected: State, actual: State) -> String? {
    guard sharedChanges.hasChanges else {
      return diff(expected, actual, format: .proportional)
    }
    return lineDiff(
      sharedChanges.assert { String(customDumping: expected) },
      String(customDumping: actual)
    )
  }

  /// A header, the `−`/`+` diff of `expected` and `actual` and the legend, as upstream's.
  func mismatchMessage(
    expected: State,
    actual: State,
    header: String = TestStoreMessage.stateMismatchHeader
  ) -> String {
    TestStoreMessage.stateMismatch(
      header: header, difference: difference(expected: expected, actual: actual),
      expected: expected, actual: actual)
  }
}
