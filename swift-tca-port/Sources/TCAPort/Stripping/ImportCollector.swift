import SwiftSyntax

/// Every module a file imports on Linux, at file scope and inside `#if` blocks, in order.
///
/// An import in a branch Linux never builds is left out: under `os(iOS)` (or another Apple
/// platform), after an `os(Linux)` branch, or under `canImport` of the module it imports (the
/// file has its own way without it, as `#if canImport(CoreMotion) import CoreMotion`).
enum ImportCollector {
  static func modules(in file: SourceFileSyntax) -> [String] {
    let visitor = Visitor(viewMode: .sourceAccurate)
    visitor.walk(file)
    return visitor.modules
  }

  private final class Visitor: SyntaxVisitor {
    var modules: [String] = []
    /// The modules the `#if canImport(…)` branches being walked ask for.
    private var guarded: [String] = []

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      if let module = node.path.first?.name.text, !modules.contains(module),
        !guarded.contains(module)
      {
        modules.append(module)
      }
      return .skipChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      var earlierHolds = false
      for clause in node.clauses {
        let holds = clause.condition.map(LinuxCondition.evaluate) ?? .unknown
        defer { if holds == .holds { earlierHolds = true } }
        guard !earlierHolds, holds != .fails, let elements = clause.elements else { continue }
        let asked = clause.condition.map(LinuxCondition.importsAskedFor) ?? []
        guarded += asked
        walk(elements)
        guarded.removeLast(asked.count)
      }
      return .skipChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}

/// What a `#if` condition is on Linux, as far as it can be told from its text.
enum LinuxCondition: Equatable {
  case holds, fails, unknown

  /// `os(Linux)` holds, another platform's `os(…)` fails; `true`/`false`, `!`, and `&&` or `||`
  /// chains of those; anything else is unknown.
  static func evaluate(_ condition: ExprSyntax) -> LinuxCondition {
    if let literal = condition.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true) ? .holds : .fails
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1 {
      return evaluate(tuple.elements.first!.expression)
    }
    if let negation = condition.as(PrefixOperatorExprSyntax.self),
      negation.operator.text == "!"
    {
      switch evaluate(negation.expression) {
      case .holds: return .fails
      case .fails: return .holds
      case .unknown: return .unknown
      }
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return evaluate(sequence)
    }
    if let call = condition.as(FunctionCallExprSyntax.self),
      call.calledExpression.trimmedDescription == "os",
      let platform = call.arguments.first?.expression.trimmedDescription
    {
      return platform == "Linux" ? .holds : .fails
    }
    return .unknown
  }

  private static func evaluate(_ sequence: SequenceExprSyntax) -> LinuxCondition {
    let elements = Array(sequence.elements)
    let operators = stride(from: 1, to: elements.count, by: 2).map {
      elements[$0].trimmedDescription
    }
    let operands = stride(from: 0, to: elements.count, by: 2).map { evaluate(elements[$0]) }
    if operators.allSatisfy({ $0 == "&&" }) {
      if operands.contains(.fails) { return .fails }
      return operands.allSatisfy { $0 == .holds } ? .holds : .unknown
    }
    if operators.allSatisfy({ $0 == "||" }) {
      if operands.contains(.holds) { return .holds }
      return operands.allSatisfy { $0 == .fails } ? .fails : .unknown
    }
    return .unknown
  }

  /// The modules a condition asks `canImport` of, when it holds only if they can be imported:
  /// `canImport(A)`, or `canImport(A) && …`. A view framework is not one: the app's platform has
  /// it (see ``PlatformConditions``), and the stripper takes care of the code under it.
  static func importsAskedFor(_ condition: ExprSyntax) -> [String] {
    if let call = condition.as(FunctionCallExprSyntax.self),
      call.calledExpression.trimmedDescription == "canImport",
      let module = call.arguments.first?.expression.trimmedDescription
    {
      return PlatformConditions.onTheAppsPlatform.contains(module) ? [] : [module]
    }
    guard let sequence = condition.as(SequenceExprSyntax.self),
      sequence.elements.allSatisfy({
        $0.is(BinaryOperatorExprSyntax.self) == false
          || $0.trimmedDescription == "&&"
      })
    else { return [] }
    return sequence.elements.flatMap { element -> [String] in
      element.is(BinaryOperatorExprSyntax.self) ? [] : importsAskedFor(element)
    }
  }
}
