import SwiftSyntax

/// Names a view framework's type the port has a stand-in for through the stand-in's module:
/// `SwiftUI.Animation` is TCA Lite's `ComposableArchitecture.Animation`, `SwiftUI.Color` the
/// shims' `PortShims.Color`. A file naming one of those through its framework (to tell it from a
/// type of its own of the same name) would otherwise name a module the port removed.
final class ModuleQualifiers: SyntaxRewriter {
  /// The module standing in for each view-framework type a ported file may name through its
  /// framework: TCA Lite's animation values, and the shims'.
  static let standIns: [String: String] = {
    var modules = ["Animation": "ComposableArchitecture", "Transaction": "ComposableArchitecture"]
    for name in PortShimNames.viewFrameworkNames { modules[name] = PortShimNames.module }
    return modules
  }()

  private let imports: [String]

  private init(imports: [String]) {
    self.imports = imports
    super.init(viewMode: .sourceAccurate)
  }

  /// `file` with those types named through their stand-ins' modules (unqualified when the file
  /// does not import TCA Lite's).
  static func requalify(in file: SourceFileSyntax) -> SourceFileSyntax {
    ModuleQualifiers(imports: ImportCollector.modules(in: file)).rewrite(file)
      .cast(SourceFileSyntax.self)
  }

  /// How a stand-in named through its framework is named in the port.
  private enum Naming {
    /// Through the stand-in's module: `ComposableArchitecture.Animation`.
    case through(String)
    /// Alone, where the file does not import the stand-in's module: `Animation`.
    case alone
  }

  /// How to name `type`, if it is a stand-in named through `framework`.
  private func naming(of type: String, namedThrough framework: String) -> Naming? {
    guard ViewVocabulary.viewFrameworks.contains(framework), let module = Self.standIns[type]
    else { return nil }
    return module == PortShimNames.module || imports.contains(module) ? .through(module) : .alone
  }

  override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
    guard let framework = node.baseType.as(IdentifierTypeSyntax.self)?.name.text,
      let naming = naming(of: node.name.text, namedThrough: framework)
    else { return super.visit(node) }
    guard case .through(let module) = naming else {
      return TypeSyntax(
        IdentifierTypeSyntax(name: node.name, genericArgumentClause: node.genericArgumentClause)
          .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }
    return TypeSyntax(
      node.with(
        \.baseType,
        TypeSyntax(IdentifierTypeSyntax(name: .identifier(module)))
          .with(\.leadingTrivia, node.baseType.leadingTrivia)))
  }

  override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
    guard let base = node.base?.as(DeclReferenceExprSyntax.self),
      let naming = naming(of: node.declName.baseName.text, namedThrough: base.baseName.text)
    else { return super.visit(node) }
    guard case .through(let module) = naming else {
      return ExprSyntax(
        DeclReferenceExprSyntax(baseName: node.declName.baseName)
          .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }
    return ExprSyntax(
      node.with(
        \.base,
        ExprSyntax(
          DeclReferenceExprSyntax(baseName: .identifier(module))
            .with(\.leadingTrivia, base.leadingTrivia))))
  }
}
