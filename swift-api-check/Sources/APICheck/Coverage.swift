/// Whether TCA Lite's declarations let a user's code write what upstream's declaration lets it
/// write.
extension Declaration {
  /// The labels a call never writes, on either side: the source location a report records
  /// (`fileID:filePath:line:column:`) is given by default (by a protocol extension, for a
  /// requirement), and a user never writes it.
  static let sourceLocationLabels: Set<String> = [
    "file", "fileID", "filePath", "line", "column", "function",
  ]

  /// Whether `self` (TCA Lite's) accepts every use `upstream`'s accepts: the same kind, owner,
  /// name and staticness; a type with as many generic parameters; a call with the same labels in
  /// the same order, each argument upstream lets a call leave out left out here too, and each
  /// parameter added here one a call may leave out.
  func covers(_ upstream: Declaration) -> Bool {
    guard kind == upstream.kind, owner == upstream.owner, name == upstream.name,
      isStatic == upstream.isStatic || kind == .type || kind == .conformance
    else { return false }
    if kind == .type { return genericParameterCount == upstream.genericParameterCount }
    guard let mine = parameters?.filter(Self.isWritten),
      let theirs = upstream.parameters?.filter(Self.isWritten)
    else { return parameters == nil && upstream.parameters == nil }
    var index = mine.startIndex
    for wanted in theirs {
      while index < mine.endIndex, mine[index].label != wanted.label {
        guard mine[index].hasDefault else { return false }
        index += 1
      }
      guard index < mine.endIndex, !wanted.hasDefault || mine[index].hasDefault,
        Self.accepts(mine[index].shape, wanted.shape)
      else {
        return false
      }
      index += 1
    }
    return mine[index...].allSatisfy(\.hasDefault)
  }

  // Whether a parameter of shape `mine` takes every argument one of shape `theirs` takes: the
  // same shape, an optional of it, or a shape either side does not say.
  private static func accepts(_ mine: String?, _ theirs: String?) -> Bool {
    guard let mine, let theirs else { return true }
    return mine == theirs || mine == theirs + "?"
  }

  private static func isWritten(_ parameter: Parameter) -> Bool {
    !sourceLocationLabels.contains(parameter.label)
  }
}
