import SwiftSyntax

/// Reads `#if canImport(…)` as the app's own build does: an iOS app's `canImport(SwiftUI)`,
/// `canImport(UIKit)` or `canImport(SafariServices)` hold, so the code under them (a dependency
/// declared beside its SwiftUI live value) is kept, its views then removed as anywhere else;
/// `canImport(AppKit)` and `canImport(WatchKit)` do not hold, nor does `canImport` of a
/// framework tca-port stands in for (`os`, `Speech`…). `targetEnvironment(simulator)` holds, as
/// in the simulator the app's tests run in (`macCatalyst` does not). Other conditions
/// (`canImport` of other frameworks, `os(…)`) are left to the compiler.
final class PlatformConditions: SyntaxRewriter {
  /// View frameworks an iOS app can import: the stripper removes their imports and views
  /// wherever they are, `#if` blocks included. (Other Apple frameworks stay undecided: the code
  /// under them would need the framework.)
  static let onTheAppsPlatform = ViewVocabulary.viewFrameworks.subtracting(notOnTheAppsPlatform)
  /// Frameworks of other Apple platforms.
  static let notOnTheAppsPlatform: Set<String> = ["AppKit", "WatchKit", "Cocoa"]

  /// `file` with its `canImport` conditions on Apple frameworks decided.
  static func decide(in file: SourceFileSyntax) -> SourceFileSyntax {
    PlatformConditions(viewMode: .sourceAccurate).rewrite(file).cast(SourceFileSyntax.self)
  }

  override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
    guard let condition = node.condition else { return super.visit(node) }
    let decided = ConditionRewriter(viewMode: .sourceAccurate).rewrite(condition)
    return super.visit(node.with(\.condition, decided.cast(ExprSyntax.self)))
  }

  private final class ConditionRewriter: SyntaxRewriter {
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
      guard let argument = node.arguments.first?.expression.trimmedDescription else {
        return super.visit(node)
      }
      switch node.calledExpression.trimmedDescription {
      case "canImport": return canImport(argument, node)
      // The app's tests run in the simulator: its simulator branch (a mock live value) is
      // what they build, not the device's (a live value on a framework Linux lacks).
      case "targetEnvironment": return literal(argument == "simulator", replacing: node)
      default: return super.visit(node)
      }
    }

    private func canImport(_ module: String, _ node: FunctionCallExprSyntax) -> ExprSyntax {
      let holds: Bool
      if PlatformConditions.onTheAppsPlatform.contains(module) {
        holds = true
      } else if PlatformConditions.notOnTheAppsPlatform.contains(module)
        || AppleStandIns.framework(forImport: module) != nil
      {
        // A stand-in has the shape of its framework's types, not its workings: code that asks
        // whether the framework is there (`#if DEBUG && canImport(os)`, reading the dynamic
        // loader) gets Linux's answer.
        holds = false
      } else {
        return super.visit(node)
      }
      return literal(holds, replacing: node)
    }

    private func literal(_ holds: Bool, replacing node: FunctionCallExprSyntax) -> ExprSyntax {
      ExprSyntax(
        BooleanLiteralExprSyntax(
          leadingTrivia: node.leadingTrivia,
          literal: .keyword(holds ? .true : .false),
          trailingTrivia: node.trailingTrivia))
    }
  }
}
