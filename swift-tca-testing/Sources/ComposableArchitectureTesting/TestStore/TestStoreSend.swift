@_spi(Internals) import ComposableArchitecture
import CustomDump
@_spi(Internals) import Dependencies

extension TestStore {
  /// Sends `action` and asserts the state change it makes.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// `$0` is the state before the action (after it, in non-exhaustive mode); omit the closure
  /// when the state must not change.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard
      let (task, firstSerial) = sendAndAssert(
        action, assert: updateStateToExpectedResult, at: location)
    else { return TestStoreTask(rawValue: nil, timeout: timeout) }
    await settleEffects()
    return TestStoreTask(
      rawValue: task, timeout: timeout, effects: recorder, firstEffectSerial: firstSerial)
  }

  /// The synchronous part of `send`: sends `action` and asserts the state change; the task of the
  /// effects it started and the serial number of the first, or `nil` when the store is dismissed.
  /// Not in the asynchronous `send`: there, in this generic code, each value of a generic type
  /// the step handles looked up its type's metadata, on every step.
  private func sendAndAssert(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    at location: _SourceLocation
  ) -> (task: Task<Void, Never>?, firstEffectSerial: Int)? {
    // One turn of the recorder's lock; the received actions are read only if there are some.
    let (isDismissed, hasReceived) = recorder.withLock {
      ($0.lifetime.isDismissed, $0.receivedCount > 0)
    }
    guard !isDismissed else {
      report(TestStoreMessage.sendToDismissedStore, at: location)
      return nil
    }
    if hasReceived { handleReceivedBeforeSend(at: location) }
    let before = state
    let step = recorder.beginStep(at: location)
    let dependencies = step.dependencies._copyingGenerators()
    recorder.markSentAction()
    let task = sharedChanges.track { store.send(action) }
    let after = recorder.takeStateAfterSend { store.withState { $0 } }
    assertState(
      before: before, after: after, updateStateToExpectedResult: updateStateToExpectedResult,
      dependencies: dependencies, at: location)
    state = after
    return (task._rawValue, step.firstEffectSerial)
  }

  /// Actions effects sent that no step received, met by a send: exhaustively a failure, and the
  /// send starts from the state they left; otherwise skipped. Never inlined: inlined, the
  /// received actions' type metadata was looked up on every send, with or without them.
  @inline(never)
  private func handleReceivedBeforeSend(at location: _SourceLocation) {
    let unhandled = recorder.received
    guard !unhandled.isEmpty else { return }
    if isExhaustive {
      report(TestStoreMessage.mustHandleReceivedActions(unhandled.map(\.action)), at: location)
      // As upstream: the actions stay to be received; this send starts from the state they left.
      state = unhandled[unhandled.count - 1].state
    } else {
      skipAllReceived(at: location)
    }
  }

  /// Sends the action at `actionCase` with `value`, as in `send(\.binding.displayName, "Blob")`.
  ///
  /// ```swift
  /// await store.send(\.setCount, 5) { $0.count = 5 }
  /// ```
  @discardableResult
  public func send<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      actionCase(value), assert: updateStateToExpectedResult, fileID: fileID,
      file: filePath, line: line, column: column)
  }

  /// Sends the action at `actionCase`, as in `send(\.path[id: 0].counter.incrementButtonTapped)`.
  ///
  /// ```swift
  /// await store.send(\.incrementButtonTapped) { $0.count = 1 }
  /// ```
  @discardableResult
  public func send(
    _ actionCase: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      actionCase(()), assert: updateStateToExpectedResult, fileID: fileID, file: filePath,
      line: line, column: column)
  }

  /// Asserts the current state without sending an action.
  ///
  /// ```swift
  /// store.assert { $0.count = 1 }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    withoutActuallyEscaping(updateStateToExpectedResult) { updateStateToExpectedResult in
      assertState(
        before: state, after: state, updateStateToExpectedResult: updateStateToExpectedResult,
        dependencies: recorder.dependencies._copyingGenerators(), expectsChange: false,
        at: location)
    }
  }
}
