import SwiftSyntax

/// Finds the types of a module that belong to its view layer: those conforming to a view
/// protocol, subclassing a UIKit class, or subclassing another such type of the module.
///
/// The whole module is read before any file is stripped, so that an extension of a view in one
/// file goes with the view declared in another.
struct ViewTypeCollector {
  private var inheritance: [String: [String]] = [:]

  /// An empty collector.
  init() {}

  /// Records the types a file declares and what each inherits from.
  mutating func read(_ file: SourceFileSyntax) {
    let visitor = DeclaredTypeVisitor(viewMode: .sourceAccurate)
    visitor.walk(file)
    inheritance.merge(visitor.inheritance) { first, second in first + second }
  }

  /// The names of every type read so far.
  var typeNames: Set<String> { Set(inheritance.keys) }

  /// The names of every view-layer type read so far.
  var viewTypeNames: Set<String> {
    var names: Set<String> = []
    var changed = true
    while changed {
      changed = false
      for (name, inherited) in inheritance where !names.contains(name) {
        let isView = inherited.contains { ViewVocabulary.marksView($0) || names.contains($0) }
        if isView {
          names.insert(name)
          changed = true
        }
      }
    }
    return names
  }
}

private final class DeclaredTypeVisitor: SyntaxVisitor {
  var inheritance: [String: [String]] = [:]

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name, node.inheritanceClause)
  }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name, node.inheritanceClause)
  }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name, node.inheritanceClause)
  }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name, node.inheritanceClause)
  }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let clause = node.inheritanceClause {
      inheritance[node.extendedType.lastName, default: []] += clause.inheritedNames
    }
    return .visitChildren
  }
  /// `typealias FontName = Tagged<Font, String>`: an alias naming a view-layer type is one.
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    let named = node.initializer.value.tokens(viewMode: .sourceAccurate).map(\.text)
    if let view = named.first(where: ViewVocabulary.marksView) {
      inheritance[node.name.text, default: []].append(view)
    }
    return .skipChildren
  }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func record(
    _ name: TokenSyntax, _ clause: InheritanceClauseSyntax?
  ) -> SyntaxVisitorContinueKind {
    inheritance[name.text, default: []] += clause?.inheritedNames ?? []
    return .visitChildren
  }
}

extension InheritanceClauseSyntax {
  /// The last name component of every inherited type (`SwiftUI.View` is `View`).
  var inheritedNames: [String] { inheritedTypes.map(\.type.lastName) }
}

extension TypeSyntax {
  /// The type's own name without module or generic arguments: `SwiftUI.View` is `View`.
  var lastName: String {
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
    if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.lastName }
    return trimmedDescription
  }
}
