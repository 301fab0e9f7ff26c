public import Dependencies

extension Dependency {
  /// A dependency declared as an existential, read as the concrete type a test installed.
  ///
  /// ```swift
  /// @Suite(.dependencies { $0.client = TestClient() })
  /// struct ClientTests {
  ///   @Test func usesTheTestClient() {
  ///     @Dependency(\.client, as: TestClient.self) var client
  ///     #expect(client.requests.isEmpty)
  ///   }
  /// }
  /// ```
  ///
  /// The value must be of that type: reading another stops the test process, saying which type
  /// was found and how to install the right one.
  public init<Existential>(
    _ keyPath: any KeyPath<DependencyValues, Existential> & Sendable,
    as type: Value.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      \DependencyValues.[keyPath: keyPath, as: ConcreteType<Value>()],
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A dependency registered by key with an existential value, read as the concrete type a test
  /// installed.
  ///
  /// ```swift
  /// @Dependency(ClientKey.self, as: TestClient.self) var client
  /// ```
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    as type: Value.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      \DependencyValues.[key: ConcreteType<Key>(), as: ConcreteType<Value>()],
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A type as a key-path subscript argument (which must be hashable).
private struct ConcreteType<T>: Hashable, Sendable {
  static func == (lhs: Self, rhs: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(T.self)) }
}

extension DependencyValues {
  fileprivate subscript<Existential, Concrete>(
    keyPath keyPath: any KeyPath<DependencyValues, Existential> & Sendable,
    as _: ConcreteType<Concrete>
  ) -> Concrete {
    cast(self[keyPath: keyPath], to: Concrete.self, installedWith: "$0.\(propertyName(keyPath))")
  }

  fileprivate subscript<Key: TestDependencyKey, Concrete>(
    key _: ConcreteType<Key>,
    as _: ConcreteType<Concrete>
  ) -> Concrete {
    cast(self[Key.self], to: Concrete.self, installedWith: "$0[\(Key.self).self]")
  }
}

private func cast<Concrete>(
  _ existential: Any, to _: Concrete.Type, installedWith assignment: String
) -> Concrete {
  guard let value = existential as? Concrete else {
    // No value of the asked-for type exists to return: the test cannot go on.
    fatalError(
      """
      Could not cast '\(type(of: existential))' to '\(Concrete.self)'. Make sure to override the \
      dependency in your test or suite traits:

        @Suite(
          .dependencies {
            \(assignment) = \(Concrete.self)(/* ... */)
          }
        )
      """
    )
  }
  return value
}

private func propertyName(_ keyPath: AnyKeyPath) -> String {
  let description = "\(keyPath)"
  guard let dot = description.lastIndex(of: ".") else { return description }
  return String(description[description.index(after: dot)...])
}
