import Foundation
import SwiftSyntax

/// The last resort for an error no body holds and nothing synthesized answers: what does not
/// compile goes, not the module. A conformance a type declares and does not meet here leaves
/// the type's inheritance clause; otherwise the innermost declaration around the error (a
/// member, or a declaration at file scope) is left out. What used it fails in the next build and
/// is mended in turn (its body stubbed, its type synthesized), so a module loses only what does
/// not compile on Linux and what needs it, and a test module only those tests.
extension StubbedBody {
  /// The conformance to `P` of the type whose declaration `token` is in, when `error` says the
  /// type does not conform to `P`.
  init?(unmetConformanceAround token: TokenSyntax, error: CompilerError) {
    guard
      let protocolName = error.message.firstMatch(
        of: /does not conform to protocol '([A-Za-z_][A-Za-z0-9_.]*)'/
      ).map({ String($0.1) }),
      let group = token.ancestorOrSelf(mapping: { $0.asProtocol(DeclGroupSyntax.self) }),
      let clause = group.inheritanceClause,
      token.position < group.memberBlock.position
    else { return nil }
    let types = Array(clause.inheritedTypes)
    guard
      let index = types.firstIndex(where: { inherited in
        let name = inherited.type.trimmedDescription
        return name == protocolName || name.hasSuffix("." + protocolName)
          || protocolName.hasSuffix("." + name)
      })
    else { return nil }
    let inherited = types[index]
    let range: Range<Int>
    if types.count == 1 {
      // `struct A: P {` becomes `struct A {`.
      range = clause.position.utf8Offset..<clause.endPositionBeforeTrailingTrivia.utf8Offset
    } else if index == types.count - 1 {
      // The last one takes the comma before it.
      range =
        types[index - 1].endPositionBeforeTrailingTrivia.utf8Offset
        - 1..<inherited
        .endPositionBeforeTrailingTrivia.utf8Offset
    } else {
      range =
        inherited.positionAfterSkippingLeadingTrivia
        .utf8Offset..<types[index + 1]
        .positionAfterSkippingLeadingTrivia.utf8Offset
    }
    self.init(
      removing: range, at: inherited.positionAfterSkippingLeadingTrivia,
      declaration:
        "the conformance of \(Self.name(ofGroup: Syntax(group))) to \(inherited.type.trimmedDescription)",
      result: .leftOut)
  }

  /// The innermost declaration around `token` that is a member of a type or at file scope,
  /// inside an `#if` or not (never the `#if` around it, nor an import: an error on an import
  /// leaves nothing out).
  init?(declarationAround token: TokenSyntax) {
    guard token.ancestorOrSelf(mapping: { $0.as(ImportDeclSyntax.self) }) == nil else {
      return nil
    }
    var node: Syntax? = Syntax(token)
    var found: DeclSyntax?
    while let current = node {
      if let decl = current.as(DeclSyntax.self), !decl.is(IfConfigDeclSyntax.self),
        current.parent?.is(MemberBlockItemSyntax.self) == true
          || current.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
          || current.parent?.parent?.parent?.is(IfConfigClauseSyntax.self) == true
      {
        found = decl
        break
      }
      node = current.parent
    }
    guard let found else { return nil }
    self.init(removing: found, declaration: Self.name(of: found), result: .leftOut)
  }

  /// A declaration as a reader names it: `struct Theme`, `var notify`, `func load(id:)`.
  private static func name(of decl: DeclSyntax) -> String {
    if let function = decl.as(FunctionDeclSyntax.self) { return "func \(name(of: function))" }
    if let variable = decl.as(VariableDeclSyntax.self) {
      let names = variable.bindings.map(\.pattern.trimmedDescription).joined(separator: ", ")
      return "\(variable.bindingSpecifier.text) \(names)"
    }
    if decl.is(InitializerDeclSyntax.self) { return "an initializer" }
    if decl.asProtocol(DeclGroupSyntax.self) != nil { return name(ofGroup: Syntax(decl)) }
    let text = decl.trimmedDescription
    return String(text.prefix { $0 != "{" && $0 != "\n" && $0 != "=" })
      .trimmingCharacters(in: .whitespaces)
  }

  /// `struct Theme`, `extension Theme`.
  private static func name(ofGroup group: Syntax) -> String {
    if let decl = group.as(StructDeclSyntax.self) { return "struct \(decl.name.text)" }
    if let decl = group.as(ClassDeclSyntax.self) { return "class \(decl.name.text)" }
    if let decl = group.as(EnumDeclSyntax.self) { return "enum \(decl.name.text)" }
    if let decl = group.as(ActorDeclSyntax.self) { return "actor \(decl.name.text)" }
    if let decl = group.as(ProtocolDeclSyntax.self) { return "protocol \(decl.name.text)" }
    if let decl = group.as(ExtensionDeclSyntax.self) {
      return "extension \(decl.extendedType.trimmedDescription)"
    }
    return "a declaration"
  }
}
