@_spi(Internals) import ComposableArchitecture

extension TestStore {
  /// ``receive(_:timeout:assert:fileID:file:line:column:)`` with a case path:
  /// `await store.receive(/Action.response) { … }`.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public func receive<Value>(
    _ actionCase: AnyCasePath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      in: actionCase, timeout: duration, assert: updateStateToExpectedResult,
      at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
