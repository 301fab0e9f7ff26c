// Timeouts in nanoseconds, as `TestStore` took them before `Duration`: deprecated upstream, kept
// so that tests written with them (`timeout: NSEC_PER_SEC`) compile and wait as they did.

extension TestStore {
  /// Waits for every in-flight effect to finish, at most `nanoseconds`.
  @available(*, deprecated, message: "Use the overload that takes a 'Duration' timeout, instead.")
  @_disfavoredOverload
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: .nanoseconds(nanoseconds), fileID: fileID, file: filePath, line: line,
      column: column)
  }

  /// Asserts an effect sent `expectedAction`, waiting at most `nanoseconds`.
  @available(*, deprecated, message: "Use the overload that takes a 'Duration' timeout, instead.")
  @_disfavoredOverload
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receive(
      expectedAction, timeout: .nanoseconds(nanoseconds), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Asserts an effect sent an action `isMatching` accepts, waiting at most `nanoseconds`.
  @available(*, deprecated, message: "Use the overload that takes a 'Duration' timeout, instead.")
  @_disfavoredOverload
  public func receive(
    _ isMatching: @escaping (_ action: Action) -> Bool,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      isMatching, timeout: .nanoseconds(nanoseconds), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Asserts an effect sent an action in the case `actionCase`, waiting at most `nanoseconds`.
  @available(*, deprecated, message: "Use the overload that takes a 'Duration' timeout, instead.")
  @_disfavoredOverload
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      actionCase, timeout: .nanoseconds(nanoseconds), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Asserts an effect sent `value` in the case `actionCase`, waiting at most `nanoseconds`.
  @available(*, deprecated, message: "Use the overload that takes a 'Duration' timeout, instead.")
  @_disfavoredOverload
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      actionCase, value, timeout: .nanoseconds(nanoseconds),
      assert: updateStateToExpectedResult, fileID: fileID, file: filePath, line: line,
      column: column)
  }
}

extension TestStoreTask {
  /// Waits for the effect to finish, at most `nanoseconds`.
  @available(*, deprecated, message: "Use the overload that takes a 'Duration' timeout, instead.")
  @_disfavoredOverload
  @MainActor
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: .nanoseconds(nanoseconds), fileID: fileID, file: filePath, line: line,
      column: column)
  }
}
