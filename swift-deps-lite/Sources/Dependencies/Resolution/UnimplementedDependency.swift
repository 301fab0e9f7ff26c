import IssueReporting
import LiteSupport
import Synchronization

/// The failure for a dependency read from a test when its key has no test value.
enum UnimplementedDependency {
  /// Records whether resolving a test value reported this failure.
  final class Probe: Sendable {
    /// Whether the failure is recorded without being reported: a dependency read while
    /// overriding dependencies (`$0.client.endpoint = …`) is about to be replaced.
    let isSilent: Bool
    private let flag = Atomic(false)
    init(isSilent: Bool = false) { self.isSilent = isSilent }
    var reported: Bool { flag.load(ordering: .relaxed) }
    func markReported() { flag.store(true, ordering: .relaxed) }
  }

  /// The probe of the test value being resolved on this task, if any.
  @TaskLocal static var probe: Probe?

  static func report<Key, Value>(key: Key.Type, value: Value.Type) {
    probe?.markReported()
    if probe?.isSilent == true { return }
    let access = DependencyAccess.current
    let subject: String
    let details: String
    let overrideName: String
    switch access?.name {
    case let .type(type)?:
      subject = "@Dependency(\(typeName(type)).self)"
      details = """
        Dependency:
          \(typeName(type))
        """
      overrideName = "\(typeName(type)).self"
    case .keyPath?, nil:
      let property = access?.propertyName
      subject = property.map { "@Dependency(\\.\($0))" } ?? "A dependency"
      details = """
        Key:
          \(typeName(key))
        Value:
          \(typeName(value))
        """
      overrideName = property ?? typeName(value)
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
}
