import SwiftParser
import SwiftSyntax

/// Reads one module's source files and lists the public declarations a user's code can name, with
/// the `#if` branches `conditions` compile.
public struct DeclarationCollector {
  /// The conditions the `#if` branches are chosen by.
  public var conditions: BuildConditions
  /// Every public declaration read so far, conformances included.
  public private(set) var declarations: [Declaration] = []
  /// The qualified names of the types read so far that are not public (a conformance to or of
  /// one is not API).
  public private(set) var nonPublicTypes: Set<String> = []
  /// The type each top-level type alias names (`CaseKeyPath` → `KeyPath`): an extension of the
  /// alias extends that type.
  public private(set) var aliases: [String: String] = [:]

  /// A collector choosing `#if` branches by `conditions`.
  public init(conditions: BuildConditions) {
    self.conditions = conditions
  }

  /// Reads the source text of one file of `module`.
  public mutating func read(source: String, module: String) {
    let file = Parser.parse(source: source)
    let scope = Scope(owner: "", membersArePublic: false, module: module)
    for item in file.statements { visit(item.item, in: scope) }
  }

  private struct Scope {
    var owner: String
    var membersArePublic: Bool
    var module: String
  }

  private mutating func visit(_ item: CodeBlockItemSyntax.Item, in scope: Scope) {
    guard case .decl(let decl) = item else { return }
    visit(decl, in: scope)
  }

  private mutating func visit(_ decl: DeclSyntax, in scope: Scope) {
    if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
      guard let clause = ifConfig.clauses.first(where: { conditions.holds($0.condition) }) else {
        return
      }
      switch clause.elements {
      case .statements(let items): for item in items { visit(item.item, in: scope) }
      case .decls(let members): for member in members { visit(member.decl, in: scope) }
      default: break
      }
      return
    }
    if let ext = decl.as(ExtensionDeclSyntax.self) {
      visit(extension: ext, in: scope)
      return
    }
    guard let declaration = DeclarationReader(decl: decl, scope: scope.owner, module: scope.module)
    else { return }
    if scope.owner.isEmpty, let alias = decl.as(TypeAliasDeclSyntax.self) {
      let target = DeclarationReader.typeName(alias.initializer.value)
      if !target.isEmpty { aliases[alias.name.text] = target }
    }
    let visible =
      isAvailable(decl)
      && isPublic(decl, default: scope.membersArePublic || decl.is(EnumCaseDeclSyntax.self))
      && !declaration.name.hasPrefix("$")
    if declaration.kind == .type, !visible {
      nonPublicTypes.insert(Self.qualified(scope.owner, declaration.name))
    }
    guard visible else { return }
    declarations += declaration.declarations
    guard let members = declaration.members else { return }
    let name = Self.qualified(scope.owner, declaration.name)
    declarations += DeclarationReader.conformances(of: name, in: decl, module: scope.module)
    let inner = Scope(
      owner: name, membersArePublic: decl.is(ProtocolDeclSyntax.self), module: scope.module)
    for member in members { visit(member.decl, in: inner) }
  }

  private mutating func visit(extension ext: ExtensionDeclSyntax, in scope: Scope) {
    guard isAvailable(DeclSyntax(ext)) else { return }
    let owner = Self.qualified(scope.owner, DeclarationReader.typeName(ext.extendedType))
    declarations += DeclarationReader.conformances(
      of: owner, in: DeclSyntax(ext), module: scope.module)
    let inner = Scope(
      owner: owner, membersArePublic: isPublic(DeclSyntax(ext), default: false),
      module: scope.module)
    for member in ext.memberBlock.members { visit(member.decl, in: inner) }
  }

  private static func qualified(_ owner: String, _ name: String) -> String {
    owner.isEmpty ? name : "\(owner).\(name)"
  }

  private func isPublic(_ decl: DeclSyntax, default membersArePublic: Bool) -> Bool {
    let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
    for modifier in modifiers where modifier.detail == nil {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return true
      case .keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.package):
        return false
      default: continue
      }
    }
    return membersArePublic
  }

  // Not API: unavailable everywhere, behind an SPI, or hidden from upstream's documentation (what
  // its macros' expansions call).
  private func isAvailable(_ decl: DeclSyntax) -> Bool {
    let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
    for case .attribute(let attribute) in attributes {
      let name = attribute.attributeName.trimmedDescription
      if name == "_spi" { return false }
      if name == "_documentation",
        attribute.arguments?.trimmedDescription.contains("private") == true
      {
        return false
      }
      guard name == "available", let arguments = attribute.arguments?.trimmedDescription else {
        continue
      }
      let words = arguments.split(whereSeparator: { ", :".contains($0) })
      if words.first == "*", words.contains("unavailable") { return false }
      if words.first == "swift", words.contains("obsoleted") { return false }
    }
    return true
  }
}
