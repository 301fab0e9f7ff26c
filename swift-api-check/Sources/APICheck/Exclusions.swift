/// The upstream declarations TCA Lite leaves out on purpose, each pattern under the reason that
/// covers it. The file is read as groups: one or more `#` lines giving the reason, then the
/// patterns it covers, one per line, matched against a declaration as the report writes it
/// (`func Store.send(_:)`), `*` standing for any text.
public struct Exclusions: Sendable {
  /// One pattern and the reason written above it.
  public struct Rule: Sendable, Equatable {
    /// The pattern, `*` standing for any text.
    public var pattern: String
    /// The comment lines above the pattern's group, joined.
    public var reason: String
  }

  /// Every rule, in the file's order.
  public var rules: [Rule]

  /// Reads the exclusions file's text; a pattern with no reason above it is an error.
  public init(text: String) throws(ExclusionsError) {
    rules = []
    var reason: [String] = []
    var inPatterns = false
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.trimmed(of: " \t")
      if line.isEmpty { continue }
      if line.hasPrefix("#") {
        if inPatterns { reason = [] }
        inPatterns = false
        reason.append(line.dropFirst().trimmed(of: " "))
        continue
      }
      guard !reason.isEmpty else { throw .patternWithoutReason(line: index + 1, pattern: line) }
      inPatterns = true
      rules.append(Rule(pattern: line, reason: reason.joined(separator: " ")))
    }
  }

  /// The first rule whose pattern matches `declaration`, if any.
  public func rule(for declaration: Declaration) -> Rule? {
    let text = declaration.description
    return rules.first { Self.matches(text[...], pattern: $0.pattern[...]) }
  }

  /// Whether `text` matches `pattern`, `*` standing for any run of characters.
  static func matches(_ text: Substring, pattern: Substring) -> Bool {
    guard let star = pattern.firstIndex(of: "*") else { return text == pattern }
    let head = pattern[..<star]
    guard text.hasPrefix(head) else { return false }
    let rest = pattern[pattern.index(after: star)...]
    var remainder = text.dropFirst(head.count)
    while true {
      if matches(remainder, pattern: rest) { return true }
      guard !remainder.isEmpty else { return false }
      remainder = remainder.dropFirst()
    }
  }
}

/// Why an exclusions file cannot be read.
public enum ExclusionsError: Error, Equatable, CustomStringConvertible {
  /// A pattern comes before any reason.
  case patternWithoutReason(line: Int, pattern: String)

  public var description: String {
    switch self {
    case .patternWithoutReason(let line, let pattern):
      "line \(line): '\(pattern)' has no reason above it; write one as a '#' line first"
    }
  }
}

extension StringProtocol {
  fileprivate func trimmed(of set: String) -> String {
    var text = Substring(self)
    while let first = text.first, set.contains(first) { text = text.dropFirst() }
    while let last = text.last, set.contains(last) { text = text.dropLast() }
    return String(text)
  }
}
