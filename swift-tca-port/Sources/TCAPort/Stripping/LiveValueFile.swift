import SwiftParser
import SwiftSyntax

/// Whether a file holds only the live value of dependencies: `DependencyKey` conformances,
/// extensions of static `live…` factories, and private helpers. Such a file importing a framework Linux lacks is left out; the tests use the
/// clients' test values, declared elsewhere.
enum LiveValueFile {
  /// Whether an extension only makes live values: `static func live(bundles:) -> Self`, the
  /// factory an app's own target calls for its `liveValue`, and private helpers of it.
  private static func isLiveFactory(_ extensionDecl: ExtensionDeclSyntax) -> Bool {
    let members = extensionDecl.memberBlock.members.map(\.decl)
    return members.contains(where: isStaticLiveFactory)
      && members.allSatisfy { isStaticLiveFactory($0) || isPrivate($0) }
  }

  private static func isStaticLiveFactory(_ decl: DeclSyntax) -> Bool {
    guard let name = TopLevelNames.name(of: decl),
      decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(where: {
        $0.name.text == "static"
      }) == true
    else { return false }
    return name == "live" || name.hasPrefix("live") && name.dropFirst(4).first?.isUppercase == true
  }

  private static func isPrivate(_ decl: DeclSyntax) -> Bool {
    let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
    return modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
  }

  static func isLiveOnly(_ file: SourceFileSyntax) -> Bool {
    var sawLiveValue = false
    func check(_ items: CodeBlockItemListSyntax) -> Bool {
      items.allSatisfy { item in
        guard case .decl(let decl) = item.item else { return false }
        if decl.is(ImportDeclSyntax.self) { return true }
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
          return conditional.clauses.allSatisfy { clause in
            guard case .statements(let nested) = clause.elements else {
              return clause.elements == nil
            }
            return check(nested)
          }
        }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self),
          extensionDecl.inheritanceClause?.inheritedNames.contains("DependencyKey") == true
            || isLiveFactory(extensionDecl)
        {
          sawLiveValue = true
          return true
        }
        return isPrivate(decl)
      }
    }
    return check(file.statements) && sawLiveValue
  }

  /// The view framework a dependency's live value in `source` is built on, if one is: the file
  /// imports UIKit (or AppKit, WatchKit) and a `liveValue` names one of its classes
  /// (`UISelectionFeedbackGenerator`, `UIApplication`). The view framework's import goes with the
  /// views; the live value must go too.
  static func viewFrameworkOfLiveValues(_ source: String) -> String? {
    viewFrameworkOfLiveValues(Parser.parse(source: source))
  }

  /// The view framework the live values of a file already parsed are built on, if one is.
  static func viewFrameworkOfLiveValues(_ file: SourceFileSyntax) -> String? {
    let imported = ImportCollector.modules(in: file)
    let kits = ["UIKit", "AppKit", "WatchKit", "SwiftUI"].filter(imported.contains)
    guard !kits.isEmpty else { return nil }
    let keys = DependencyKeyCollector(viewMode: .sourceAccurate)
    keys.walk(file)
    let uses = keys.liveValues.contains { liveValue in
      liveValue.tokens(viewMode: .sourceAccurate).contains { token in
        guard case .identifier(let name) = token.tokenKind else { return false }
        return ViewVocabulary.isUIKitOrSceneKitClass(name)
          || ViewVocabulary.viewTypes.contains(name)
      }
    }
    return uses ? kits[0] : nil
  }

  /// The `liveValue` declarations of the dependency keys a file declares (extensions, enums and
  /// structs conforming to `DependencyKey`, in `#if` blocks too).
  private final class DependencyKeyCollector: SyntaxVisitor {
    var liveValues: [DeclSyntax] = []

    private func collect(_ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
      guard node.inheritanceClause?.inheritedNames.contains("DependencyKey") == true else {
        return .visitChildren
      }
      liveValues += node.memberBlock.members.map(\.decl).filter { decl in
        decl.as(VariableDeclSyntax.self)?.bindings.contains {
          $0.pattern.trimmedDescription == "liveValue"
        } == true
      }
      return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { collect(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { collect(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { collect(node) }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
