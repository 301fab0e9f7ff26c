/// One error of a build of the ported package, in one of its files.
struct CompilerError: Equatable, Sendable {
  /// The file, relative to the package.
  var path: String
  /// Its line and column, from 1.
  var line: Int
  var column: Int
  /// What the compiler says.
  var message: String

  /// The error of a `path:line:column: error: message` line (the path relative to the package).
  init?(_ located: String) {
    let parts = located.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, let line = Int(parts[1]), let column = Int(parts[2]),
      parts[3].hasPrefix(" error: ")
    else { return nil }
    path = String(parts[0])
    self.line = line
    self.column = column
    message = String(parts[3].dropFirst(" error: ".count))
  }

  /// The module named by `no such module 'X'`; of a declaration's import
  /// (`import MultipeerConnectivity.MCPeerID`), its module.
  var missingModule: String? {
    message.firstMatch(of: /^no such module '([^'.]+)(?:\.[^']*)?'/).map { String($0.1) }
  }

  /// The type named by `cannot find type 'X' in scope`.
  var missingType: String? {
    message.firstMatch(of: /^cannot find type '([A-Za-z_][A-Za-z0-9_]*)' in scope/).map {
      String($0.1)
    }
  }

  /// The capitalised name of `cannot find 'X' in scope` (outside a body, `X()` makes a value of
  /// a type nothing declares).
  var missingTypeLikeName: String? {
    message.firstMatch(of: /^cannot find '([A-Z][A-Za-z0-9_]*)' in scope/).map { String($0.1) }
  }

  /// The old and new names of `'EffectTask' has been renamed to 'Effect'` (an API an app's older
  /// version of a package had), when both are plain names.
  var rename: (old: String, new: String)? {
    message.firstMatch(
      of: /^'([A-Za-z_][A-Za-z0-9_]*)' has been renamed to '([A-Za-z_][A-Za-z0-9_]*)'/
    ).map { (String($0.1), String($0.2)) }
  }

  /// The type and the name of `'Kind' is not a member type of struct 'App.Generator'`: the
  /// outer type without its module, and the member type named.
  var missingMemberType: (outer: String, name: String)? {
    guard
      let match = message.firstMatch(
        of:
          /^'([A-Za-z_][A-Za-z0-9_]*)' is not a member type of (?:struct|class) '([A-Za-z0-9_.]+)'/
      )
    else { return nil }
    let outer = match.2.split(separator: ".").last.map(String.init) ?? String(match.2)
    return (outer, String(match.1))
  }

  /// The type, member and whether it is the type's (`type 'Glass' has no member 'regular'`) or
  /// a value's (`value of type 'Glass' has no member 'interactive'`).
  var missingMember: (type: String, member: String, isStatic: Bool)? {
    guard
      let match = message.firstMatch(
        of: /^(value of )?type '([A-Za-z_][A-Za-z0-9_]*)' has no member '([A-Za-z_][A-Za-z0-9_]*)'/
      )
    else { return nil }
    return (String(match.2), String(match.3), match.1 == nil)
  }

  /// Whether one of the compiler's own fixes answers it: a rename, an extra argument, a failure
  /// argument a type lost, a key whose live value went (``Renamer``, ``ExtraArguments``,
  /// ``NeverFailureArguments``, ``TestDependencyKeys``).
  var hasCompilerFix: Bool {
    rename != nil || ExtraArguments.label(of: self) != nil
      || NeverFailureArguments.expectedCount(of: self) != nil
      || AmbiguousTypeNames.name(of: self) != nil
      || message.hasSuffix("does not conform to protocol 'DependencyKey'")
  }
}
