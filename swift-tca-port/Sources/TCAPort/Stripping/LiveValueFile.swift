import SwiftParser
import SwiftSyntax

/// Whether a file holds only the live value of dependencies: `DependencyKey` conformances and
/// private helpers. Such a file importing a framework Linux lacks is left out; the tests use the
/// clients' test values, declared elsewhere.
enum LiveValueFile {
  static func isLiveOnly(_ source: String) -> Bool {
    let file = Parser.parse(source: source)
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
        {
          sawLiveValue = true
          return true
        }
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        return modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
      }
    }
    return check(file.statements) && sawLiveValue
  }
}
