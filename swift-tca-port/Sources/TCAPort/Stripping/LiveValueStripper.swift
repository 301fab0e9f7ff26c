import SwiftParser
import SwiftSyntax

/// Leaves out the live values of a file's dependency keys, the view layer of dependencies: in a
/// file importing a framework Linux lacks, `liveValue` is what uses it (AVAudioEngine,
/// SFSpeechRecognizer…), while tests run on test values. The key keeps its test value (its
/// conformance becomes `TestDependencyKey`), and the private declarations only the live value
/// used go with it.
final class LiveValueStripper: SyntaxRewriter {
  private(set) var removals: [Removal] = []
  private let converter: SourceLocationConverter
  private let original: SourceFileSyntax
  private let framework: String

  /// The clients the file declares with `@DependencyClient`.
  private let dependencyClients: Set<String>

  /// A stripper of `file`, whose live values need `framework`.
  init(file: SourceFileSyntax, framework: String) {
    self.converter = SourceLocationConverter(fileName: "", tree: file)
    self.original = file
    self.framework = framework
    self.dependencyClients = Set(
      file.statements.compactMap { item -> String? in
        guard let client = item.item.as(StructDeclSyntax.self),
          client.attributes.names.contains("DependencyClient")
        else { return nil }
        return client.name.text
      })
    super.init(viewMode: .sourceAccurate)
  }

  /// `file` without its live values and what only they used.
  func strip(_ file: SourceFileSyntax) -> SourceFileSyntax {
    var stripped = rewrite(file).cast(SourceFileSyntax.self)
    while let unused = unusedPrivateDeclaration(in: stripped) {
      let (index, name, keyword) = unused
      // Where it was before anything was removed.
      let declared = original.statements.first { item in
        guard case .decl(let decl) = item.item else { return false }
        return decl.asProtocol(NamedDeclSyntax.self)?.name.text == name
      }
      removals.append(
        Removal(
          declaration: "\(keyword) \(name)", reason: "used only by the removed live values",
          line: declared?.startLocation(converter: converter).line ?? 1))
      var items = Array(stripped.statements)
      items.remove(at: index)
      stripped = stripped.with(\.statements, CodeBlockItemListSyntax(items))
    }
    return stripped
  }

  override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
    guard let clause = node.inheritanceClause, clause.inheritedNames.contains("DependencyKey")
    else { return DeclSyntax(node) }
    let members = Array(node.memberBlock.members)
    let kept = members.filter { !isLiveValue($0.decl) }
    guard kept.count < members.count else { return DeclSyntax(node) }
    let declaresTestValue = kept.contains { declares("testValue", $0.decl) }
    // A `@DependencyClient` declared here with no test value anywhere in sight: its live value
    // becomes the client's unimplemented one, so the key stays a `DependencyKey` and tests that
    // use it without overriding it are told, as with the app's own build.
    let client = node.extendedType.trimmedDescription
    if !declaresTestValue, dependencyClients.contains(client) {
      return DeclSyntax(unimplementedLiveValues(in: node, client: client))
    }
    recordRemovedLiveValues(in: members)
    let result = node.with(\.memberBlock.members, MemberBlockItemListSyntax(kept))
    return DeclSyntax(Self.withoutDependencyKey(result, declaringTestValue: declaresTestValue))
  }

  /// The extension with its live values replaced by the client's unimplemented value,
  /// `static let liveValue = Client()`, each replacement recorded.
  private func unimplementedLiveValues(
    in node: ExtensionDeclSyntax, client: String
  ) -> ExtensionDeclSyntax {
    let replaced = node.memberBlock.members.map { member -> MemberBlockItemSyntax in
      guard let variable = liveValue(in: member.decl) else { return member }
      removals.append(
        Removal(
          declaration: "static var liveValue",
          reason:
            "the live value of a dependency, built on \(framework), which Linux lacks; the client's unimplemented value (\(client)()) stands for it",
          line: member.startLocation(converter: converter).line))
      let access = variable.modifiers.first { ["public", "package"].contains($0.name.text) }
      let text = "\(access.map { "\($0.name.text) " } ?? "")static let liveValue = \(client)()"
      let decl = Parser.parse(source: text).statements.first!.item.as(DeclSyntax.self)!
      return member.with(\.decl, decl.with(\.leadingTrivia, member.decl.leadingTrivia))
    }
    return node.with(\.memberBlock.members, MemberBlockItemListSyntax(replaced))
  }

  /// The extension without its `DependencyKey` conformance: a `TestDependencyKey` one when it
  /// declares a test value; none otherwise (the conformance that declares one is elsewhere).
  private static func withoutDependencyKey(
    _ node: ExtensionDeclSyntax, declaringTestValue: Bool
  ) -> ExtensionDeclSyntax {
    guard let clause = node.inheritanceClause else { return node }
    let inherited = clause.inheritedTypes.compactMap { type -> InheritedTypeSyntax? in
      guard type.type.trimmedDescription.split(separator: ".").last == "DependencyKey" else {
        return type
      }
      return declaringTestValue ? asTestDependencyKey(type) : nil
    }
    guard var last = inherited.last else {
      return node.with(\.inheritanceClause, nil)
        .with(\.extendedType, node.extendedType.with(\.trailingTrivia, .space))
    }
    last.trailingComma = nil
    let list = InheritedTypeListSyntax(Array(inherited.dropLast()) + [last])
    return node.with(\.inheritanceClause, clause.with(\.inheritedTypes, list))
  }

  override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
    DeclSyntax(keyWithoutLiveValue(node) ?? node)
  }

  override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
    DeclSyntax(keyWithoutLiveValue(node) ?? node)
  }

  /// A key type declared with its conformance (`private enum SafariKey: DependencyKey`) keeps its
  /// test value, as a `TestDependencyKey`; without one here it stays as it is.
  private func keyWithoutLiveValue<Decl: DeclGroupSyntax>(_ node: Decl) -> Decl? {
    guard let clause = node.inheritanceClause, clause.inheritedNames.contains("DependencyKey")
    else { return nil }
    let members = Array(node.memberBlock.members)
    let kept = members.filter { !isLiveValue($0.decl) }
    guard kept.count < members.count, kept.contains(where: { declares("testValue", $0.decl) })
    else { return nil }
    recordRemovedLiveValues(in: members)
    var result = node
    result.memberBlock.members = MemberBlockItemListSyntax(kept)
    result.inheritanceClause = clause.with(
      \.inheritedTypes,
      InheritedTypeListSyntax(
        clause.inheritedTypes.map { type in
          type.type.trimmedDescription.split(separator: ".").last == "DependencyKey"
            ? Self.asTestDependencyKey(type) : type
        }))
    return result
  }

  /// Records the removal of each `liveValue` among `members`.
  private func recordRemovedLiveValues(in members: [MemberBlockItemSyntax]) {
    for member in members where isLiveValue(member.decl) {
      removals.append(
        Removal(
          declaration: "static var liveValue",
          reason:
            "the live value of a dependency, built on \(framework), which Linux lacks; tests use its test value",
          line: member.startLocation(converter: converter).line))
    }
  }

  /// `type` (a `DependencyKey` conformance) as `TestDependencyKey`, its trivia kept.
  private static func asTestDependencyKey(_ type: InheritedTypeSyntax) -> InheritedTypeSyntax {
    type.with(
      \.type,
      TypeSyntax(IdentifierTypeSyntax(name: .identifier("TestDependencyKey")))
        .with(\.leadingTrivia, type.type.leadingTrivia)
        .with(\.trailingTrivia, type.type.trailingTrivia))
  }

  override func visit(_ node: CodeBlockSyntax) -> CodeBlockSyntax { node }
  override func visit(_ node: ClosureExprSyntax) -> ExprSyntax { ExprSyntax(node) }

  private func isLiveValue(_ decl: DeclSyntax) -> Bool {
    liveValue(in: decl) != nil
  }

  /// The `liveValue` `decl` declares, or the first of an `#if` whose every branch declares only
  /// live values (`#if targetEnvironment(simulator)` a mock, `#else` the device's).
  private func liveValue(in decl: DeclSyntax) -> VariableDeclSyntax? {
    if let block = decl.as(IfConfigDeclSyntax.self) {
      let members = block.clauses.flatMap { clause -> [MemberBlockItemSyntax] in
        guard case .decls(let items) = clause.elements else { return [] }
        return Array(items)
      }
      let values = members.compactMap { liveValue(in: $0.decl) }
      return values.count == members.count ? values.first : nil
    }
    guard declares("liveValue", decl) else { return nil }
    return decl.as(VariableDeclSyntax.self)
  }

  private func declares(_ name: String, _ decl: DeclSyntax) -> Bool {
    guard let variable = decl.as(VariableDeclSyntax.self) else { return false }
    return variable.bindings.contains { $0.pattern.trimmedDescription == name }
  }

  /// The first top-level `private`/`fileprivate` declaration whose name nothing else in the file
  /// names any more: its index, name and keyword.
  private func unusedPrivateDeclaration(in file: SourceFileSyntax) -> (Int, String, String)? {
    var uses: [String: Int] = [:]
    for token in file.tokens(viewMode: .sourceAccurate)
    where token.parent?.is(ImportPathComponentSyntax.self) != true {
      if case .identifier(let name) = token.tokenKind { uses[name, default: 0] += 1 }
    }
    for (index, item) in file.statements.enumerated() {
      guard case .decl(let decl) = item.item,
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
        modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }),
        let name = decl.asProtocol(NamedDeclSyntax.self)?.name.text
      else { continue }
      let own = decl.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier(name) }
      if uses[name, default: 0] == own.count {
        let keyword = decl.asProtocol(DeclGroupSyntax.self)?.introducer.text ?? "func"
        return (index, name, keyword)
      }
    }
    return nil
  }
}
