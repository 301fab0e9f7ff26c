import CasePaths
@_spi(Internals) import ComposableArchitecture
import CustomDump
import IssueReporting
import LiteSupport

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Changes the value in the case `keyPath` of `root` in place, and fails the test if `root` is in
/// another case, if `body` throws, or if `body` leaves an `Equatable` value unchanged.
///
/// ```swift
/// await store.receive(\.path.popFrom) {
///   XCTModify(&$0.path[id: 0], case: \.counter) { $0.count = 4 }
/// }
/// ```
public func XCTModify<Root: CasePathable, Case>(
  _ root: inout Root,
  case keyPath: CaseKeyPath<Root, Case>,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Case) throws -> Void,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  modifyCase(
    &root, AnyCasePath(keyPath), message(), body,
    at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Changes the wrapped value of `optional` in place, and fails the test if it is `nil`, if `body`
/// throws, or if `body` leaves an `Equatable` value unchanged.
///
/// ```swift
/// await store.send(.child(.incrementButtonTapped)) {
///   XCTModify(&$0.child) { $0.count = 1 }
/// }
/// ```
public func XCTModify<Wrapped>(
  _ optional: inout Wrapped?,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Wrapped) throws -> Void,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  modifyCase(
    &optional, Optional<Wrapped>.allCasePaths.some, message(), body,
    at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

private func modifyCase<Root, Case>(
  _ root: inout Root,
  _ casePath: AnyCasePath<Root, Case>,
  _ message: String,
  _ body: (inout Case) throws -> Void,
  at location: _SourceLocation
) {
  guard var value = casePath.extract(from: root) else {
    location.report(
      TestStoreMessage.modifyWrongCase(
        caseType: Case.self, rootType: Root.self, message: message, root: root))
    return
  }
  let original = value
  do {
    try body(&value)
  } catch {
    location.report(TestStoreMessage.thrown(error))
    return
  }
  if XCTModifyLocals.isExhaustive, let original = original as? any Equatable,
    original.isEqual(to: value)
  {
    location.report(TestStoreMessage.modifyUnchanged(caseType: Case.self))
  }
  root = casePath.embed(value)
}

/// Whether `XCTModify` checks that its body changed the value: not inside the assertion of a
/// non-exhaustive test store, which checks only what the assertion sets.
enum XCTModifyLocals {
  @TaskLocal static var isExhaustive = true
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
