import SwiftSyntax

/// Finds the types of a module that belong to its view layer: those conforming to a view
/// protocol, subclassing a UIKit class, or subclassing another such type of the module.
///
/// The whole module is read before any file is stripped, so that an extension of a view in one
/// file goes with the view declared in another.
struct ViewTypeCollector {
  /// What each type inherits, over its declaration and extensions, by its qualified name
  /// (`Theme.Key`): two types of one simple name are judged apart.
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
  var typeNames: Set<String> { Set(inheritance.keys.map(Self.simpleName)) }

  /// The names of every view-layer type read so far: the simple name of each whose every
  /// namesake is one too, and the qualified name of each nested one (`Theme.Key`). A type that
  /// shares its name with one that is not (`enum Key: String` beside `Theme.Key:
  /// EnvironmentKey`) is judged by its own declaration, never by its name.
  var viewTypeNames: Set<String> {
    let views = qualifiedViewNames
    return simpleNames(allOf: views).union(views.filter { $0.contains(".") })
  }

  /// The view types holding a type that is not a view (`RepositoryView.Model`, declared in it
  /// or in an extension of it, in any file): removed, each leaves an empty enum of its name,
  /// so that the kept code naming the type still builds.
  var viewNamespaces: Set<String> {
    let views = qualifiedViewNames
    return Set(
      inheritance.keys.compactMap { name -> String? in
        guard !views.contains(name), let dot = name.lastIndex(of: ".") else { return nil }
        let outer = String(name[..<dot])
        return views.contains(outer) && !outer.contains(".") ? outer : nil
      })
  }

  /// The qualified names of the view-layer types: those inheriting a view protocol or class, or
  /// a view type of the module whose name is not shared.
  private var qualifiedViewNames: Set<String> {
    var views: Set<String> = []
    var changed = true
    while changed {
      changed = false
      let viewNames = simpleNames(allOf: views)
      for (name, inherited) in inheritance where !views.contains(name) {
        if inherited.contains(where: { ViewVocabulary.marksView($0) || viewNames.contains($0) }) {
          views.insert(name)
          changed = true
        }
      }
    }
    return views
  }

  /// The simple names whose every type is among `views`.
  private func simpleNames(allOf views: Set<String>) -> Set<String> {
    let namesakes = Dictionary(grouping: inheritance.keys, by: Self.simpleName)
    return Set(namesakes.filter { _, names in names.allSatisfy(views.contains) }.keys)
  }

  /// `Theme.Key`'s simple name, `Key`.
  static func simpleName(_ qualified: String) -> String {
    String(qualified.split(separator: ".").last ?? Substring(qualified))
  }
}

/// The types a file declares and extends, by qualified name, with what each inherits.
private final class DeclaredTypeVisitor: SyntaxVisitor {
  var inheritance: [String: [String]] = [:]
  /// The types and extensions the visitor is inside, outermost first.
  private var enclosing: [String] = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.inheritanceClause)
  }
  override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.inheritanceClause)
  }
  override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.inheritanceClause)
  }
  override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.inheritanceClause)
  }
  override func visitPost(_ node: ActorDeclSyntax) { enclosing.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let extended = node.extendedType.qualifiedName
    enclosing.append(extended)
    if let clause = node.inheritanceClause {
      inheritance[qualified(), default: []] += clause.inheritedNames
    }
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }
  /// `typealias FontName = Tagged<Font, String>`: an alias naming a view-layer type is one.
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    let named = node.initializer.value.tokens(viewMode: .sourceAccurate).map(\.text)
    if let view = named.first(where: ViewVocabulary.marksView) {
      enclosing.append(node.name.text)
      inheritance[qualified(), default: []].append(view)
      enclosing.removeLast()
    }
    return .skipChildren
  }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func enter(_ name: String, _ clause: InheritanceClauseSyntax?)
    -> SyntaxVisitorContinueKind
  {
    enclosing.append(name)
    inheritance[qualified(), default: []] += clause?.inheritedNames ?? []
    return .visitChildren
  }

  /// The qualified name of the innermost type entered.
  private func qualified() -> String { enclosing.joined(separator: ".") }
}

extension InheritanceClauseSyntax {
  /// The last name component of every inherited type (`SwiftUI.View` is `View`).
  var inheritedNames: [String] { inheritedTypes.map(\.type.lastName) }
}

extension TypeSyntax {
  /// The type's name as written, without generic arguments: `Theme.Key`, `SwiftUI.View`.
  var qualifiedName: String {
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = self.as(MemberTypeSyntax.self) {
      return member.baseType.qualifiedName + "." + member.name.text
    }
    if let attributed = self.as(AttributedTypeSyntax.self) {
      return attributed.baseType.qualifiedName
    }
    return trimmedDescription
  }

  /// The type's own name without module or generic arguments: `SwiftUI.View` is `View`.
  var lastName: String {
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
    if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.lastName }
    return trimmedDescription
  }
}
