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
    let casePath = AnyCasePath(actionCase)
    await receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      mismatch: { noMatchingActionMessage(matching: "case path", received: $0) },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
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
      mismatch: { action in
        guard let received = casePath.extract(from: action) else {
          return noMatchingActionMessage(matching: "case path", received: action)
        }
        return unexpectedActionDiff(expected: value, received: received)
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
      mismatch: { unexpectedActionDiff(expected: expectedAction, received: $0) },
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
      mismatch: { noMatchingActionMessage(matching: "predicate", received: $0) },
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  private func receiveAction(
    matching isMatching: (Action) -> Bool,
    mismatch: (Action) -> String,
    timeout: Duration?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: _SourceLocation
  ) async {
    let timeout = timeout ?? self.timeout
    recorder.origin = location
    while true {
      guard await reach(.actionReceived, timeout: timeout) else {
        report(
          """
          Expected to receive an action, but received none after \
          \(timeout.secondsDescription) seconds.

          \(inFlightHint())
          """,
          at: location
        )
        return
      }
      guard let received = recorder.removeFirstReceived() else { continue }
      guard isMatching(received.action) else {
        if isExhaustive {
          report(mismatch(received.action), at: location)
          state = received.state
          await settleEffects()
          return
        }
        // Non-exhaustive: skip actions until one matches.
        if exhaustivity.showsSkippedWork {
          reportSkipped(
            "Skipped receiving \(String(customDumping: received.action))", at: location)
        }
        state = received.state
        continue
      }
      assertState(
        before: state, after: received.state,
        updateStateToExpectedResult: updateStateToExpectedResult,
        dependencies: recorder.dependencies._copyingGenerators(), at: location)
      state = received.state
      await settleEffects()
      return
    }
  }

  /// Why nothing arrived: which effects are still running, or that none are.
  func inFlightHint() -> String {
    let effects = recorder.inFlightEffects
    guard !effects.isEmpty else {
      return """
        There are no in-flight effects that could deliver this action. Could the effect you \
        expected to deliver this action have been cancelled?
        """
    }
    return """
      \(effects.count) effect(s) are still in flight: \
      \(effects.map(\.locationDescription).joined(separator: ", ")). If an effect sends this \
      action after sleeping on a clock, control time with a 'TestClock' or 'ImmediateClock', or \
      pass a larger 'timeout'.
      """
  }
}

extension TestStoreRecorder.InFlightEffect {
  /// "the effect created at Feature.swift:42".
  var locationDescription: String {
    guard let location else { return "an effect" }
    return "the effect created at \(location.fileID):\(location.line)"
  }
}

/// What `receive` reports when the next action does not match its case path or predicate: the
/// action's dump.
func noMatchingActionMessage(matching what: String, received action: some Any) -> String {
  """
  Expected to receive an action matching \(what), but didn't get one.

  Received unexpected action: …

  \(String(customDumping: action).indented(by: 2))
  """
}

/// "Received unexpected action: …" and the `−`/`+` diff of what was expected and received.
func unexpectedActionDiff<Value>(expected: Value, received: Value) -> String {
  """
  Received unexpected action: …

  \(diff(expected, received, format: .proportional)?.indented(by: 2) ?? "")

  (Expected: −, Received: +)
  """
}
