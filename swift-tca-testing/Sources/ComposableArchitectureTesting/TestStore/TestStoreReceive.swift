@_spi(Internals) import ComposableArchitecture
import CustomDump
@_spi(Internals) import Dependencies
import IssueReporting

extension TestStore {
  /// Asserts that the next action an effect sent is in the case `actionCase`, and the state
  /// change it made.
  ///
  /// ```swift
  /// await store.receive(\.numberFactResponse) {
  ///   $0.numberFact = "0 is a good number Brent"
  /// }
  /// ```
  ///
  /// Waits up to `timeout` (default ``timeout``) for the action. Non-exhaustively, actions of
  /// other cases before it are skipped.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      in: AnyCasePath(actionCase), timeout: timeout, assert: updateStateToExpectedResult,
      at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the next received action is in the case `casePath`: what the case key path and
  /// case path forms of `receive` check.
  func receiveAction<Value>(
    in casePath: AnyCasePath<Action, Value>,
    timeout: Duration?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    at location: _SourceLocation
  ) async {
    await receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      failureMessage: TestStoreMessage.expectedCasePathAction,
      unexpectedAction: { dumped($0) },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: location
    )
  }

  /// Asserts that the next received action is in the case `actionCase` with the payload `value`.
  ///
  /// ```swift
  /// await store.receive(\.child.delegate.response, true)
  /// ```
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await receiveAction(
      matching: { casePath.extract(from: $0) == value },
      failureMessage: TestStoreMessage.expectedCasePathAction,
      unexpectedAction: { action in
        guard casePath.extract(from: action) != nil,
          let difference = diff(casePath.embed(value), action, format: .proportional)
        else { return dumped(action) }
        return TestStoreMessage.casePathValueDifference(difference)
      },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that the next received action is `expectedAction`, for features whose actions are
  /// `Equatable`.
  ///
  /// ```swift
  /// await store.receive(.timerTick) { $0.secondsElapsed = 1 }
  /// ```
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receiveAction(
      matching: { $0 == expectedAction },
      failureMessage: TestStoreMessage.expectedAction(dumped(expectedAction)),
      unexpectedAction: {
        TestStoreMessage.unexpectedActionDiff(expected: expectedAction, received: $0)
      },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that the next received action satisfies `isMatching`.
  ///
  /// ```swift
  /// await store.receive { if case .response(.success) = $0 { true } else { false } }
  /// ```
  public func receive(
    _ isMatching: @escaping (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching,
      failureMessage: TestStoreMessage.expectedMatchingAction,
      unexpectedAction: { dumped($0) },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Waits for an action while effects could still deliver one, then asserts the next received
  /// action (non-exhaustively: the first matching one, skipping the others). The messages are
  /// upstream's; where it helps, what is still running follows them.
  private func receiveAction(
    matching isMatching: (Action) -> Bool,
    failureMessage: @autoclosure () -> String,
    unexpectedAction: (Action) -> String,
    timeout explicitTimeout: Duration?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: _SourceLocation
  ) async {
    let timeout = explicitTimeout ?? self.timeout
    recorder.origin = location
    var skipped: [Action] = []
    func reportSkippedActions() {
      guard !skipped.isEmpty, exhaustivity.showsSkippedWork else { return }
      reportSkipped(TestStoreMessage.skippedActions(skipped), at: location)
    }
    // One deadline for the whole wait: an effect that keeps sending other actions (a timer on
    // an immediate clock) must not keep a non-exhaustive receive waiting for ever.
    let deadline = ContinuousClock.now + timeout
    func reportNoneReceived() {
      let suggestion = inFlightSuggestion(timeout: timeout)
      report(
        TestStoreMessage.noActionReceived(
          isExhaustive: isExhaustive, timeout: timeout, suggestion: suggestion.text,
          note: suggestion.note),
        at: location
      )
    }
    while true {
      if !recorder.hasReached(.actionReceived) {
        let remaining = deadline - ContinuousClock.now
        if !recorder.hasReached(.effectsFinished),
          remaining <= .zero ? true : await !reach(.actionReceived, timeout: remaining)
        {
          reportNoneReceived()
        }
        guard recorder.hasReached(.actionReceived) else {
          reportSkippedActions()
          report(failureMessage(), at: location)
          return
        }
      }
      guard let received = recorder.removeFirstReceived() else { continue }
      guard isMatching(received.action) else {
        state = received.state
        guard isExhaustive else {
          skipped.append(received.action)
          if ContinuousClock.now >= deadline {
            reportNoneReceived()
            reportSkippedActions()
            report(failureMessage(), at: location)
            return
          }
          continue
        }
        let isReceivedLater = recorder.received.contains { isMatching($0.action) }
        report(
          TestStoreMessage.unexpectedAction(
            unexpectedAction(received.action), isReceivedLater: isReceivedLater),
          at: location
        )
        await settleEffects()
        return
      }
      reportSkippedActions()
      assertState(
        before: state, after: received.state,
        updateStateToExpectedResult: updateStateToExpectedResult,
        dependencies: recorder.dependencies._copyingGenerators(), at: location)
      state = received.state
      await settleEffects()
      return
    }
  }

  /// Upstream's advice when an awaited action did not come: that nothing could deliver it, or
  /// how to give the effects in flight time; and, as a note, where those effects were created.
  func inFlightSuggestion(timeout: Duration) -> (text: String, note: String?) {
    let effects = recorder.inFlightEffects
    guard !effects.isEmpty else { return (TestStoreMessage.noEffectsInFlight, nil) }
    return (
      TestStoreMessage.effectsInFlight(
        timeoutAdvice: TestStoreMessage.timeoutAdvice(waited: timeout, storeTimeout: self.timeout)),
      TestStoreMessage.stillRunning(effects.map(\.locationDescription))
    )
  }

}

extension TestStoreInFlightEffect {
  /// "the effect created at Feature.swift:42".
  var locationDescription: String {
    guard let location else { return "an effect" }
    return "the effect created at \(location.fileID):\(location.line)"
  }
}

/// A value dumped as upstream's failures show it, indented by two spaces.
func dumped(_ value: some Any) -> String {
  var dump = ""
  customDump(value, to: &dump, indent: 2)
  return dump
}
