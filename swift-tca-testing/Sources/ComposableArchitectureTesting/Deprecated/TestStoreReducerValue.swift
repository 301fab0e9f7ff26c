import ComposableArchitecture

extension TestStore {
  /// A test store as TCA 0.x made one: the reducer passed as a value, and its dependencies
  /// changed by a trailing `prepareDependencies` closure.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State(), reducer: Feature()) {
  ///   $0.apiClient.fetch = { .mock }
  /// }
  /// ```
  @available(
    *, deprecated,
    message: "Pass the reducer in a closure: 'TestStore(initialState:reducer:withDependencies:)'"
  )
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: R,
    prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: initialState(), reducer: { reducer }, withDependencies: prepareDependencies,
      fileID: fileID, file: filePath, line: line, column: column)
  }
}
