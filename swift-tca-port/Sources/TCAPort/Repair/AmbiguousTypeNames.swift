import SwiftSyntax

/// Qualifies a type name the compiler calls ambiguous (`'Transaction' is ambiguous for type
/// lookup in this context`) with the app's module declaring it: TCA Lite stands in for SwiftUI
/// names (`Transaction`, `Animation`) that, on Apple platforms, a test file importing only
/// `ComposableArchitecture` and the app does not see, so the app's own type is the one meant.
enum AmbiguousTypeNames {
  /// The name of `'Transaction' is ambiguous for type lookup in this context`.
  static func name(of error: CompilerError) -> String? {
    error.message.firstMatch(of: /^'([A-Za-z_][A-Za-z0-9_]*)' is ambiguous for type lookup/)
      .map { String($0.1) }
  }

  /// The text of `tree` with each name `errors` call ambiguous written as `Module.Name`, where
  /// `module` gives the app module declaring it; nil when none is.
  static func qualify(
    in tree: SourceFileSyntax, errors: [CompilerError], module: (String) -> String?
  ) -> String? {
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var edits: [(range: Range<Int>, text: String)] = []
    for error in errors {
      guard let name = name(of: error), let owner = module(name),
        let token = tree.token(at: converter.position(ofLine: error.line, column: error.column)),
        token.tokenKind == .identifier(name),
        token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
      else { continue }
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append((start..<start + name.utf8.count, "\(owner).\(name)"))
    }
    return ByteEdits.apply(edits, to: tree.description)
  }

  /// The names of the types `tree` declares at file scope (an `#if` looked into).
  static func topLevelTypeNames(in tree: SourceFileSyntax) -> Set<String> {
    var names: Set<String> = []
    func collect(_ items: CodeBlockItemListSyntax) {
      for item in items {
        if let decl = item.item.as(DeclSyntax.self) {
          if let named = decl.asProtocol(NamedDeclSyntax.self),
            decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self)
              || decl.is(EnumDeclSyntax.self) || decl.is(ActorDeclSyntax.self)
              || decl.is(TypeAliasDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self)
          {
            names.insert(named.name.text)
          }
          if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
              if case .statements(let statements) = clause.elements { collect(statements) }
            }
          }
        }
      }
    }
    collect(tree.statements)
    return names
  }
}
