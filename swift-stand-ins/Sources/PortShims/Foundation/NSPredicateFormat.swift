// Apple Foundation's predicates from format strings, which Linux Foundation does not parse
// (`init(format:)` is unavailable there): apps validate what a user types with one
// (`NSPredicate(format: "SELF MATCHES %@", emailPattern).evaluate(with: email)`).
#if !canImport(SwiftUI)
  import Foundation
  import IssueReporting
  import RegexBuilder

  extension NSPredicate {
    /// A predicate comparing the evaluated string itself, as apps validate text: `SELF`
    /// followed by `MATCHES` (a regular expression the whole string matches), `CONTAINS`,
    /// `BEGINSWITH`, `ENDSWITH`, `LIKE` (`*` and `?` wildcards), `==` or `!=`, each with `[c]`
    /// (case-insensitive) and `[d]` (diacritic-insensitive), then `%@` (the first argument) or
    /// a quoted string. Another format (a key path, `AND`, `OR`) is not on Linux: it is
    /// reported, and the predicate matches nothing.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
      let comparison = PredicateComparison(
        format: predicateFormat, arguments: args.map { "\($0)" })
      if comparison == nil {
        reportIssue(
          """
          NSPredicate(format: "\(predicateFormat)") is not available on Linux: Linux Foundation \
          parses no predicate format, and PortShims reads only a comparison of SELF \
          (SELF MATCHES %@); write the test as a closure (NSPredicate { object, _ in … })
          """)
      }
      self.init { object, _ in
        guard let comparison, let value = object as? String else { return false }
        return comparison.holds(for: value)
      }
    }
  }

  /// `SELF <operator>[options] <operand>`, read from a predicate's format.
  struct PredicateComparison: Sendable {
    /// How the string is compared with the operand.
    enum Operator: String, Sendable {
      case matches = "MATCHES"
      case contains = "CONTAINS"
      case beginsWith = "BEGINSWITH"
      case endsWith = "ENDSWITH"
      case like = "LIKE"
      case equals = "=="
      case notEquals = "!="
    }

    let comparing: Operator
    let operand: String
    let options: String.CompareOptions

    /// The comparison `format` writes, with `%@` the first of `arguments`; nil for another
    /// format.
    init?(format: String, arguments: [String]) {
      let comparing = /\s*self\s*(MATCHES|CONTAINS|BEGINSWITH|ENDSWITH|LIKE|==|=|!=)\s*/
      let operandPattern = /(\[[cd]+\])?\s*(%@|'[^']*'|"[^"]*")\s*/
      guard
        let match = format.wholeMatch(
          of: Regex {
            comparing
            operandPattern
          }.ignoresCase())
      else { return nil }
      let name = match.1.uppercased()
      guard let named = Operator(rawValue: name == "=" ? "==" : name) else { return nil }
      let operand = String(match.3)
      if operand == "%@" {
        guard let first = arguments.first else { return nil }
        self.operand = first
      } else {
        self.operand = String(operand.dropFirst().dropLast())
      }
      let flags = match.2.map { $0.lowercased() } ?? ""
      var options: String.CompareOptions = []
      if flags.contains("c") { options.insert(.caseInsensitive) }
      if flags.contains("d") { options.insert(.diacriticInsensitive) }
      self.comparing = named
      self.options = options
    }

    /// Whether `value` meets the comparison.
    func holds(for value: String) -> Bool {
      switch comparing {
      case .matches: wholly(value, matches: operand)
      case .contains: value.range(of: operand, options: options) != nil
      case .beginsWith: value.range(of: operand, options: options.union(.anchored)) != nil
      case .endsWith:
        value.range(of: operand, options: options.union([.anchored, .backwards])) != nil
      case .like: wholly(value, matches: Self.pattern(ofWildcards: operand))
      case .equals: value.compare(operand, options: options) == .orderedSame
      case .notEquals: value.compare(operand, options: options) != .orderedSame
      }
    }

    private func wholly(_ value: String, matches pattern: String) -> Bool {
      let options = self.options.intersection(.caseInsensitive).union(.regularExpression)
      return value.range(of: "^(?:\(pattern))$", options: options) != nil
    }

    /// `LIKE`'s wildcards as a regular expression: `*` any run, `?` one character.
    static func pattern(ofWildcards text: String) -> String {
      text.map { character in
        switch character {
        case "*": ".*"
        case "?": "."
        default: NSRegularExpression.escapedPattern(for: String(character))
        }
      }.joined()
    }
  }
#endif
