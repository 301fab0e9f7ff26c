import IssueReporting
import LiteSupport

// The test helpers of case paths before `CasePathable.modify` and XCTest's own `XCTUnwrap` over
// a case property: deprecated upstream, kept so that tests written with them compile and fail
// as they did.

/// Mutates the value an optional holds, failing the test when it is `nil` or the mutation
/// changes nothing.
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(*, deprecated, message: "Use 'CasePathable.modify' to mutate an expected case, instead.")
public func XCTModify<Wrapped>(
  _ optional: inout Wrapped?,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Wrapped) throws -> Void,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  modifyExpectingCase(
    &optional, case: AnyCasePath(embed: { $0 }, extract: { $0 }), message(), body,
    file: file, line: line)
}

/// Mutates the value of the case `keyPath` names, failing the test when the enum is in another
/// case or the mutation changes nothing.
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(*, deprecated, message: "Use 'CasePathable.modify' to mutate an expected case, instead.")
public func XCTModify<Enum, Case>(
  _ enum: inout Enum,
  case keyPath: CaseKeyPath<Enum, Case>,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Case) throws -> Void,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  modifyExpectingCase(
    &`enum`, case: AnyCasePath(keyPath), message(), body, file: file, line: line)
}

/// The value `extract` finds in the enum, failing the test and throwing when it finds none.
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(
  *, deprecated, message: "Use XCTest's 'XCTUnwrap' with a 'CasePathable' case property, instead"
)
public func XCTUnwrap<Enum, Case>(
  _ enum: @autoclosure () throws -> Enum,
  case extract: (Enum) -> Case?,
  _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath,
  line: UInt = #line
) throws -> Case {
  let `enum` = try `enum`()
  guard let value = extract(`enum`) else {
    reportIssue(
      expectedCase("XCTUnwrap", Case.self, in: Enum.self, message(), actual: `enum`),
      filePath: file, line: line)
    throw UnwrappingCase()
  }
  return value
}

/// Whether `XCTModify` checks that its body changed the value: a non-exhaustive test store turns
/// it off in its assertions, which check only what they set.
@_spi(Internals) public enum XCTModifyLocals {
  /// Whether an unchanged value fails the test.
  @TaskLocal public static var isExhaustive = true
}

/// Thrown by `XCTUnwrap(_:case:)` when the enum is in another case.
public struct UnwrappingCase: Error {}

private func modifyExpectingCase<Enum, Case>(
  _ enum: inout Enum,
  case casePath: AnyCasePath<Enum, Case>,
  _ message: String,
  _ body: (inout Case) throws -> Void,
  file: StaticString,
  line: UInt
) {
  guard var value = casePath.extract(from: `enum`) else {
    reportIssue(
      expectedCase("XCTModify", Case.self, in: Enum.self, message, actual: `enum`),
      filePath: file, line: line)
    return
  }
  let before = value
  do {
    try body(&value)
  } catch {
    reportIssue("Threw error: \(error)", filePath: file, line: line)
    return
  }
  if XCTModifyLocals.isExhaustive, isUnchanged(before, value) {
    reportIssue(
      "XCTModify: Expected \"\(typeName(Case.self))\" value to be modified but it was unchanged.",
      filePath: file, line: line)
  }
  `enum` = casePath.embed(value)
}

private func expectedCase(
  _ helper: String, _ case: Any.Type, in enum: Any.Type, _ message: String, actual: Any
) -> String {
  """
  \(helper): Expected to extract value of type "\(typeName(`case`))" from \
  "\(typeName(`enum`))"\(message.isEmpty ? "" : " - " + message) …

    Actual:
      \(String(describing: actual))
  """
}

// Whether an `Equatable` value is equal to what it was; `false` when it is not `Equatable`.
private func isUnchanged(_ before: Any, _ after: Any) -> Bool {
  func isEqual<Value: Equatable>(_ before: Value) -> Bool { before == (after as? Value) }
  guard let before = before as? any Equatable else { return false }
  return isEqual(before)
}
