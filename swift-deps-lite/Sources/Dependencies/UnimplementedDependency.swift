import IssueReporting

/// The failure for a dependency read from a test when its key has no test value.
enum UnimplementedDependency {
  static func report<Key, Value>(key: Key.Type, value: Value.Type) {
    let access = DependencyAccess.current
    let subject: String
    let details: String
    let overrideName: String
    switch access?.name {
    case let .type(type)?:
      subject = "@Dependency(\(displayName(type)).self)"
      details = """
        Dependency:
          \(displayName(type))
        """
      overrideName = "\(displayName(type)).self"
    case .keyPath?, nil:
      let property = access?.propertyName
      subject = property.map { "@Dependency(\\.\($0))" } ?? "A dependency"
      details = """
        Key:
          \(displayName(key))
        Value:
          \(displayName(value))
        """
      overrideName = property ?? displayName(value)
    }
    let location = access.map { "Location:\n  \($0.fileID):\($0.line)\n" } ?? ""
    let message = """
      \(subject) has no test implementation, but was accessed from a test context:

      \(location)\(details)

      Dependencies registered with the library are not allowed to use their default, live \
      implementations when run from tests.

      To fix, override '\(overrideName)' with a test value. If you are using the Composable \
      Architecture, mutate the 'dependencies' property on your 'TestStore'. Otherwise, use \
      'withDependencies' to define a scope for the override. If you'd like to provide a default \
      value for all tests, implement the 'testValue' requirement of the 'DependencyKey' protocol.
      """
    if let access {
      reportIssue(
        message,
        fileID: access.fileID,
        filePath: access.filePath,
        line: access.line,
        column: access.column
      )
    } else {
      reportIssue(message)
    }
  }

  /// A type's name as written in code, without its module: `DependencyValues.UUIDGeneratorKey`.
  static func displayName(_ type: Any.Type) -> String {
    let reflected = String(reflecting: type)
    guard let dot = reflected.firstIndex(of: "."), !reflected.hasPrefix("(") else {
      return reflected
    }
    return String(reflected[reflected.index(after: dot)...])
  }
}
