#if canImport(Foundation)
  import Foundation
#endif

/// Where and how a `@Dependency` read happened, so a failure can point at it.
struct DependencyAccess: Sendable {
  enum Name: Sendable {
    /// `@Dependency(\.uuid)`; described only when a failure is reported.
    case keyPath(any AnyKeyPath & Sendable)
    /// `@Dependency(APIClient.self)`.
    case type(Any.Type)
  }

  let name: Name
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// The `@Dependency` read in progress on this task, if any.
  @TaskLocal static var current: DependencyAccess?

  /// The property name a key path names (`uuid` for `\DependencyValues.uuid`), or `nil` when the
  /// runtime cannot describe it.
  ///
  /// Linux describes key paths to computed properties as `<computed 0x…>`; the name is then read
  /// from the `@Dependency(\.name)` attribute at the source location, which tests have at hand.
  var propertyName: String? {
    guard case let .keyPath(keyPath) = name else { return nil }
    let description = "\(keyPath)"
    if !description.contains("<computed"), let dot = description.lastIndex(of: ".") {
      return String(description[description.index(after: dot)...])
    }
    return propertyNameFromSource()
  }

  private func propertyNameFromSource() -> String? {
    #if canImport(Foundation)
      guard
        let source = try? String(contentsOfFile: "\(filePath)", encoding: .utf8)
      else { return nil }
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      guard line >= 1, line <= lines.count else { return nil }
      let text = lines[Int(line) - 1]
      guard let start = text.range(of: "@Dependency(\\.")?.upperBound else { return nil }
      let name = text[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return name.isEmpty ? nil : String(name)
    #else
      return nil
    #endif
  }
}
