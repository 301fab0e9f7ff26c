import IssueReporting
import LiteSupport

extension CasePathable {
  /// Reads or writes the value of one case.
  ///
  /// Reading returns `nil` when `self` is another case. Writing replaces the value only when
  /// `self` is already in that case; writing to another case, or writing `nil`, changes nothing.
  ///
  /// ```swift
  /// var action = Action.response(1)
  /// action[case: \.response]            // 1
  /// action[case: \.response] = 2        // action == .response(2)
  /// action[case: \.increment] = ()      // no change: not in that case
  /// ```
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    get {
      keyPath.resolvedCase().extract(self)
    }
    set {
      let path = keyPath.resolvedCase()
      guard let newValue, path.extract(self) != nil else { return }
      self = path.embed(newValue)
    }
  }

  /// Returns whether `self` is in the case named by `keyPath`.
  ///
  /// ```swift
  /// Action.increment.is(\.increment)  // true
  /// Action.increment.is(\.response)   // false
  /// ```
  public func `is`<Value>(_ keyPath: CaseKeyPath<Self, Value>) -> Bool {
    self[case: keyPath] != nil
  }

  /// Mutates the value of one case in place.
  ///
  /// When `self` is in another case nothing changes and an issue is reported, naming the value
  /// and the case key path.
  ///
  /// ```swift
  /// var state = Destination.State.counter(Counter.State())
  /// state.modify(\.counter) { $0.count += 1 }
  /// ```
  public mutating func modify<Value, Result>(
    _ keyPath: CaseKeyPath<Self, Value>,
    yield body: (inout Value) throws -> Result,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> Result? {
    let path = keyPath.resolvedCase()
    guard var value = path.extract(self) else {
      reportIssue(
        """
        Can't modify '\(self)' via 'CaseKeyPath<\(typeName(Self.self)), \(typeName(Value.self))>': \
        the value is in another case, so nothing was changed.
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return nil
    }
    let result = try body(&value)
    self = path.embed(value)
    return result
  }

  /// Reads or writes a case's value as an optional property, for enums marked
  /// `@dynamicMemberLookup`.
  ///
  /// Writing through it changes the value only when `self` is in that case, which makes test
  /// assertions like `$0.destination?.counter?.count = 4` read naturally.
  ///
  /// ```swift
  /// @CasePathable @dynamicMemberLookup
  /// enum Destination { case counter(Int), alert(String) }
  ///
  /// var destination = Destination.counter(1)
  /// destination.counter          // Optional(1)
  /// destination.counter? += 1    // .counter(2)
  /// destination.alert = "Hi"     // no change: another case
  /// ```
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<AllCasePaths, AnyCasePath<Self, Value>>
  ) -> Value? {
    get {
      Self.allCasePaths[keyPath: keyPath].extract(from: self)
    }
    set {
      let path = Self.allCasePaths[keyPath: keyPath]
      guard let newValue, path.extract(from: self) != nil else { return }
      self = path.embed(newValue)
    }
  }
}
