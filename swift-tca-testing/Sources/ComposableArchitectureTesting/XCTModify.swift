import CasePaths
import CustomDump
import IssueReporting

/// Changes the value in the case `keyPath` of `root` in place, and fails the test if `root` is in
/// another case or `body` changes nothing.
///
/// ```swift
/// await store.receive(\.path.popFrom) {
///   XCTModify(&$0.path[id: 0], case: \.counter) { $0.count = 4 }
/// }
/// ```
public func XCTModify<Root: CasePathable, Case: Equatable>(
  _ root: inout Root,
  case keyPath: CaseKeyPath<Root, Case>,
  _ body: (inout Case) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let casePath = AnyCasePath(keyPath)
  guard var value = casePath.extract(from: root) else {
    reportIssue(
      """
      XCTModify failed: expected the value to be in the case '\(Case.self)' of '\(Root.self)', \
      but it is in another case:

      \(String(customDumping: root).indented(by: 2))
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    return
  }
  let original = value
  do {
    try body(&value)
  } catch {
    reportIssue(
      "XCTModify failed: threw error: \(error)",
      fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  if value == original {
    reportIssue(
      """
      XCTModify failed: expected the value to be modified, but it was unchanged. If no change \
      is expected, do not call 'XCTModify'.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
  root = casePath.embed(value)
}
