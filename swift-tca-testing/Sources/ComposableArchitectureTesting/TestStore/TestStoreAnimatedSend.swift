import ComposableArchitecture

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension TestStore {
  /// Sends `action` and asserts the state change it makes; `animation` is accepted for
  /// compatibility with feature code written for SwiftUI and ignored.
  ///
  /// ```swift
  /// await store.send(.toggleButtonTapped, animation: .default) {
  ///   $0.isExpanded = true
  /// }
  /// ```
  @discardableResult
  public func send(
    _ action: Action,
    animation: Animation?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action, assert: updateStateToExpectedResult, fileID: fileID, file: filePath, line: line,
      column: column)
  }
}
