import ComposableArchitecture

extension TestStore where Action: ViewAction {
  /// Sends a view action, wrapped in `.view`, and asserts the state change it makes: what a
  /// `@ViewAction` type's `send(.loginButtonTapped)` does.
  ///
  /// ```swift
  /// await store.send(.loginButtonTapped) {  // sends .view(.loginButtonTapped)
  ///   $0.isLoggingIn = true
  /// }
  /// ```
  @discardableResult
  public func send(
    _ action: Action.ViewAction,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      .view(action), assert: updateStateToExpectedResult, fileID: fileID, file: filePath,
      line: line, column: column)
  }
}
