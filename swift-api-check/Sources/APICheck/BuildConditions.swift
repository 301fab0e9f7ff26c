import SwiftSyntax

/// The platform a side's sources are read for: which `#if` branches are compiled. Both sides are
/// read as Linux compiles them, so a declaration only Apple's platforms have is not asked of TCA
/// Lite.
public struct BuildConditions: Sendable {
  /// The operating system `os(…)` is true for.
  public var operatingSystem: String
  /// The modules `canImport(…)` is true for.
  public var importableModules: Set<String>
  /// The compilation flags and traits set (`DEBUG`, `CombineSchedulers`).
  public var flags: Set<String>
  /// The compiler and language version `compiler(>=…)` and `swift(>=…)` compare with.
  public var version: [Int]

  /// Conditions for `operatingSystem`, with `importableModules`, `flags` and `version`.
  public init(
    operatingSystem: String, importableModules: Set<String>, flags: Set<String>,
    version: [Int] = [6, 2]
  ) {
    self.operatingSystem = operatingSystem
    self.importableModules = importableModules
    self.flags = flags
    self.version = version
  }

  /// Upstream as Linux builds it, Combine's API counted in (TCA Lite has it behind its default
  /// `CombineSchedulers` trait); the view layer (SwiftUI, UIKit, AppKit) out.
  public static let upstreamOnLinux = BuildConditions(
    operatingSystem: "Linux",
    importableModules: [
      "Foundation", "Dispatch", "Glibc", "Observation", "Synchronization", "XCTest", "Testing",
      "Combine", "OpenCombineShim", "FoundationNetworking",
    ],
    // With the packages' default traits (swift-dependencies': Clocks, CombineSchedulers,
    // Foundation, FoundationNetworking).
    flags: ["DEBUG", "Clocks", "CombineSchedulers", "Foundation", "FoundationNetworking"]
  )

  /// TCA Lite as Linux builds it with its default traits.
  public static let liteOnLinux = BuildConditions(
    operatingSystem: "Linux",
    importableModules: [
      "Foundation", "Dispatch", "Glibc", "Observation", "Synchronization", "XCTest", "Testing",
      "FoundationNetworking",
    ],
    flags: ["DEBUG", "CombineSchedulers"]
  )

  /// Whether an `#if` clause's condition holds; `#else` (no condition) always does.
  public func holds(_ condition: ExprSyntax?) -> Bool {
    guard let condition else { return true }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return holds(sequence: Array(sequence.elements))
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return !holds(prefix.expression)
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return holds(only.expression)
    }
    if let literal = condition.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true)
    }
    if let flag = condition.as(DeclReferenceExprSyntax.self) {
      return flags.contains(flag.baseName.text)
    }
    if let call = condition.as(FunctionCallExprSyntax.self) { return holds(call: call) }
    return false
  }

  // `a || b && c`: `&&` binds tighter, so the sequence is split at each `||` first.
  private func holds(sequence elements: [ExprSyntax]) -> Bool {
    func isOperator(_ element: ExprSyntax, _ text: String) -> Bool {
      element.as(BinaryOperatorExprSyntax.self)?.operator.text == text
    }
    if let or = elements.firstIndex(where: { isOperator($0, "||") }) {
      return holds(sequence: Array(elements[..<or]))
        || holds(sequence: Array(elements[(or + 1)...]))
    }
    if let and = elements.firstIndex(where: { isOperator($0, "&&") }) {
      return holds(sequence: Array(elements[..<and]))
        && holds(sequence: Array(elements[(and + 1)...]))
    }
    return elements.count == 1 && holds(elements[0])
  }

  private func holds(call: FunctionCallExprSyntax) -> Bool {
    guard let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let argument = call.arguments.first?.expression
    else { return false }
    let word = argument.trimmedDescription
    switch function {
    case "canImport": return importableModules.contains(word)
    case "os": return word == operatingSystem
    case "compiler", "swift":
      guard let prefix = argument.as(PrefixOperatorExprSyntax.self) else { return false }
      let wanted = prefix.expression.trimmedDescription.split(separator: ".").compactMap {
        Int($0)
      }
      let atLeast = !version.lexicographicallyPrecedes(wanted)
      return prefix.operator.text == ">=" ? atLeast : !atLeast
    case "hasFeature", "hasAttribute": return true
    default: return false
    }
  }
}
