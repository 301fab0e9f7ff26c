import Foundation
import SwiftParser
import SwiftSyntax

/// The target-making functions of a Tuist workspace's `ProjectDescriptionHelpers`, read from their
/// syntax: `static func framework(name: String, …) -> [Target]` and the `.target(…)` calls in its
/// body, whose names and sources are written from `name` (`"\(name)Tests"`,
/// `"\(name)/Sources/**"`). A project calling `.framework(name: "Feed", …)` then has those
/// targets with `Feed` in place of `name`.
struct TuistHelpers {
  /// A target a helper makes, its strings with `name` left open.
  struct Template: Equatable {
    /// The target's name: `\(name)Tests` is `["", "Tests"]`, the parts around `name`.
    var name: [String]
    /// Its product.
    var product: String
    /// Its source globs, each as the parts around `name`.
    var sources: [[String]]

    /// Whether it is the helper's main target (named `name` itself), which takes the call's
    /// `resources:` and `dependencies:`; the others take its `test…` ones.
    var isMain: Bool { name == ["", ""] }
  }

  /// The targets each helper makes, by the helper's name.
  private(set) var templates: [String: [Template]] = [:]

  /// The helpers of the workspace in `app` (`Tuist/ProjectDescriptionHelpers`), if it has any.
  init(app: URL) {
    let folder = app.appendingPathComponent("Tuist/ProjectDescriptionHelpers")
    for file in LayoutReader.swiftFiles(under: folder) {
      guard
        let text = try? String(
          contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      else { continue }
      read(Parser.parse(source: text))
    }
  }

  private mutating func read(_ file: SourceFileSyntax) {
    for function in file.descendants(of: FunctionDeclSyntax.self) {
      let takesName = function.signature.parameterClause.parameters.contains {
        $0.firstName.text == "name"
      }
      guard takesName, let body = function.body else { continue }
      let made = body.descendants(of: FunctionCallExprSyntax.self).compactMap(Self.template)
      if !made.isEmpty { templates[function.name.text] = made }
    }
  }

  /// The target a `.target(…)` call in a helper makes, when its name is written from `name`.
  private static func template(_ call: FunctionCallExprSyntax) -> Template? {
    guard TuistProject.targetCallees.contains(call.calledExpression.trimmedDescription),
      let name = call.argument("name").flatMap({ parts($0) })
    else { return nil }
    let productExpression = call.argument("product")
    let product =
      (productExpression?.as(MemberAccessExprSyntax.self)
      ?? productExpression?.descendants(of: MemberAccessExprSyntax.self).first)?
      .declName.baseName.text ?? ""
    // A source glob may be the same for every call (`"Sources/**"`, under the project).
    let sources = (call.argument("sources")?.descendants(of: StringLiteralExprSyntax.self) ?? [])
      .compactMap { parts(ExprSyntax($0), allowingPlain: true) }
    return Template(name: name, product: product, sources: sources)
  }

  /// A string literal as its parts around `\(name)`: `"\(name)Tests"` is `["", "Tests"]`, and
  /// `name` itself `["", ""]`; nil when it interpolates anything else, or more than once, or
  /// (unless `allowingPlain`, then it is its one part) nothing.
  private static func parts(_ expression: ExprSyntax, allowingPlain: Bool = false) -> [String]? {
    if expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "name" { return ["", ""] }
    guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
    var parts = [""]
    for segment in literal.segments {
      if let text = segment.as(StringSegmentSyntax.self) {
        parts[parts.count - 1] += text.content.text
      } else if let interpolation = segment.as(ExpressionSegmentSyntax.self),
        interpolation.expressions.trimmedDescription == "name", parts.count == 1
      {
        parts.append("")
      } else {
        return nil
      }
    }
    return parts.count == 2 || (allowingPlain && parts.count == 1) ? parts : nil
  }

  /// The targets a project's call of a helper (`.framework(name: "Feed", …)`) makes, its name
  /// read with the file's `constants`; nil when the call is not of a helper.
  func targets(of call: FunctionCallExprSyntax, _ constants: TuistStrings = TuistStrings())
    -> [TuistProject.Target]?
  {
    let callee = call.calledExpression.trimmedDescription.split(separator: ".").last.map(
      String.init)
    guard let callee, let made = templates[callee],
      let name = constants.value(of: call.argument("name"))
    else { return nil }
    return made.map { template in
      let prefix = template.isMain ? "" : "test"
      return TuistProject.Target(
        name: template.name.joined(separator: name), product: template.product,
        sources: template.sources.map { $0.joined(separator: name) },
        resources: TuistProject.globs(
          call.argument(prefix.isEmpty ? "resources" : "testResources")),
        externals: TuistProject.externals(
          call.argument(prefix.isEmpty ? "dependencies" : "testDependencies")))
    }
  }
}

extension SyntaxProtocol {
  /// Every node of type `Node` under this one, in order.
  func descendants<Node: SyntaxProtocol>(of type: Node.Type) -> [Node] {
    var found: [Node] = []
    for child in children(viewMode: .sourceAccurate) {
      if let node = child.as(Node.self) { found.append(node) }
      found += child.descendants(of: type)
    }
    return found
  }
}
