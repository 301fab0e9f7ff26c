import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Implements `@CasePathable`: derives an `AllCasePaths` struct with one `AnyCasePath` per case,
/// a static `allCasePaths`, and the `CasePathable` conformance.
open class CasePathableImplementation {
  public init() {}
}

extension CasePathableImplementation: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(CasePathableDiagnostic.notAnEnum(node: node, declaration: declaration))
      return []
    }
    // An enum in a `public extension` is public: its members are made so.
    return members(of: enumDecl, access: enumDecl.accessPrefix(in: context)) {
      context.diagnose(CasePathableDiagnostic.overloadedCase($0))
    }
  }

  /// The members `@CasePathable` adds to `enumDecl`: `AllCasePaths`, which has a case path per
  /// case, names the case of a value (`CasePathReflectable`) and iterates the case key paths
  /// in declaration order, and `allCasePaths`. Empty when a case name is overloaded. They take
  /// `access` (`"public "`), else the enum's own.
  ///
  /// Other macros that generate case-pathable enums write these members into the enum they
  /// generate, with the conformances in its inheritance clause, instead of attaching
  /// `@CasePathable` to it: a nested macro whose extension expands while the compiler
  /// type-checks other macro-generated extensions can crash swift-frontend 6.3.
  public static func members(
    of enumDecl: EnumDeclSyntax, access: String? = nil,
    overloaded: (EnumCaseElementSyntax) -> Void = { _ in }
  ) -> [DeclSyntax] {
    let access = access ?? enumDecl.accessPrefix
    let enumName = enumDecl.name.trimmed.text
    // Inside `AllCasePaths` a generic parameter named as one of its own member types
    // (`enum E<Element>`: `Sequence.Element`) means the member: payload types name it through an
    // alias the enum declares instead. Left alone, the expansion fails to type-check and
    // swift-frontend 6.3 crashes on it.
    let shadowed = (enumDecl.genericParameterClause?.parameters.map(\.name.text) ?? [])
      .filter(allCasePathsMemberTypes.contains)
    let renamer = ShadowedTypeRenamer(names: Set(shadowed))
    var isOverloaded = false
    let lines = caseLines(
      in: enumDecl.memberBlock.members, seen: [], enumName: enumName, access: access,
      renamer: renamer
    ) {
      overloaded($0)
      isOverloaded = true
    }
    if isOverloaded { return [] }
    let partial = "CasePathsCore.PartialCaseKeyPath<\(enumName)>"
    // `if case` rather than `switch`: a case whose payload is uninhabited (an empty `Action`)
    // makes a `switch` over the enum an error in Swift 6. An enum without cases gets the
    // subscript from `_EmptyCasePaths`: any body taking such a root warns that it will never
    // be executed.
    let reflection =
      lines.reflections.isEmpty
      ? "\(access)typealias Root = \(enumName)"
      : """
      \(access)subscript(root: \(enumName)) -> \(partial) {
      \(lines.reflections.joined(separator: "\n"))
      return \\CasePathsCore.Case<\(enumName), \(enumName)>.self
      }
      """
    let conformances =
      "CasePathsCore.CasePathReflectable, Sendable, Sequence"
      + (lines.reflections.isEmpty ? ", CasePathsCore._EmptyCasePaths" : "")
    let iteration =
      lines.iterations.isEmpty
      ? "let paths: [\(partial)] = []"
      : "var paths: [\(partial)] = []\n\(lines.iterations.joined(separator: "\n"))"
    let aliases = shadowed.map { DeclSyntax("\(raw: access)typealias _$\(raw: $0) = \(raw: $0)") }
    return aliases + [
      """
      \(raw: access)struct AllCasePaths: \(raw: conformances) {
      \(raw: reflection)
      \(raw: lines.paths.joined(separator: "\n"))
      \(raw: access)func makeIterator() -> IndexingIterator<[\(raw: partial)]> {
      \(raw: iteration)
      return paths.makeIterator()
      }
      }
      """,
      "\(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }",
    ]
  }

  /// What `AllCasePaths` says about each case, with the enum's `#if` blocks around the lines of
  /// the cases they hold.
  private struct CaseLines {
    /// A case path per case.
    var paths: [String] = []
    /// An `if case` per case, returning its case key path.
    var reflections: [String] = []
    /// An `append` of each case key path, for iteration.
    var iterations: [String] = []

    mutating func append(_ line: String) {
      paths.append(line)
      reflections.append(line)
      iterations.append(line)
    }

    mutating func append(contentsOf other: CaseLines) {
      paths += other.paths
      reflections += other.reflections
      iterations += other.iterations
    }
  }

  /// The lines for each case of `members`. A name may repeat only in another branch of an
  /// `#if`.
  private static func caseLines(
    in members: MemberBlockItemListSyntax,
    seen: Set<String>,
    enumName: String,
    access: String,
    renamer: ShadowedTypeRenamer,
    overloaded: (EnumCaseElementSyntax) -> Void
  ) -> CaseLines {
    var seen = seen
    var lines = CaseLines()
    for member in members {
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        for element in caseDecl.elements {
          guard seen.insert(element.name.identifierText).inserted else {
            overloaded(element)
            continue
          }
          let name = element.name.trimmed.text
          lines.paths.append(
            casePath(for: element, in: enumName, access: access, renamer: renamer))
          lines.reflections.append("if case .\(name) = root { return \\.\(name) }")
          lines.iterations.append("paths.append(\\.\(name))")
        }
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        var branchNames: Set<String> = []
        for clause in ifConfig.clauses {
          let condition = clause.condition.map { " \($0.trimmedDescription)" } ?? ""
          lines.append("\(clause.poundKeyword.text)\(condition)")
          if case let .decls(clauseMembers) = clause.elements {
            lines.append(
              contentsOf: caseLines(
                in: clauseMembers, seen: seen, enumName: enumName, access: access,
                renamer: renamer, overloaded: overloaded))
            branchNames.formUnion(caseNames(in: clauseMembers))
          }
        }
        lines.append("#endif")
        seen.formUnion(branchNames)
      }
    }
    return lines
  }

  /// The names of the cases declared in `members`, in any `#if` branch.
  private static func caseNames(in members: MemberBlockItemListSyntax) -> Set<String> {
    var names: Set<String> = []
    for member in members {
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        names.formUnion(caseDecl.elements.map(\.name.identifierText))
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        for clause in ifConfig.clauses {
          if case let .decls(clauseMembers) = clause.elements {
            names.formUnion(caseNames(in: clauseMembers))
          }
        }
      }
    }
    return names
  }

  private static func casePath(
    for element: EnumCaseElementSyntax,
    in enumName: String,
    access: String,
    renamer: ShadowedTypeRenamer
  ) -> String {
    let name = element.name.trimmed.text
    let parameters = Array(element.parameterClause?.parameters ?? [])
    let pathType =
      "CasePathsCore.AnyCasePath<\(enumName), \(valueType(of: parameters, renamer: renamer))>"
    let bindings = parameters.indices.map { "v\($0)" }
    // The constructor itself, not a closure calling it: a closure over a payload that cannot
    // exist (`Never`, an empty enum) warns that it will never be executed.
    let embedded = parameters.isEmpty ? "{ \(enumName).\(name) }" : "\(enumName).\(name)"
    let pattern: String
    let extracted: String
    switch parameters.count {
    case 0:
      pattern = ".\(name)"
      extracted = "()"
    case 1:
      pattern = "let .\(name)(v0)"
      extracted = "v0"
    default:
      pattern = "let .\(name)(\(bindings.joined(separator: ", ")))"
      // Labels as the case declares them: `(x: v0, y: v1)`.
      let labelled = zip(parameters, bindings).map { parameter, value in
        guard let label = parameter.firstName, label.tokenKind != .wildcard else { return value }
        return "\(label.trimmed.text): \(value)"
      }
      extracted = "(\(labelled.joined(separator: ", ")))"
    }
    return """
      \(access)var \(name): \(pathType) {
        ._$embed(\(embedded)) {
          guard case \(pattern) = $0 else { return nil }
          return \(extracted)
        }
      }
      """
  }

  /// The payload type of a case: `Void`, the single parameter's type, or a tuple that keeps labels.
  private static func valueType(
    of parameters: [EnumCaseParameterSyntax], renamer: ShadowedTypeRenamer
  ) -> String {
    switch parameters.count {
    case 0:
      return "Void"
    case 1:
      let type = renamer.rename(parameters[0].type.trimmed)
      // `some P` / `any P` as a generic argument needs parentheses: `AnyCasePath<E, (any P)>`.
      return type.is(SomeOrAnyTypeSyntax.self) ? "(\(type))" : type.description
    default:
      let elements = parameters.map { parameter in
        let type = renamer.rename(parameter.type.trimmed).description
        guard let label = parameter.firstName, label.tokenKind != .wildcard else { return type }
        return "\(label.trimmed.text): \(type)"
      }
      return "(\(elements.joined(separator: ", ")))"
    }
  }
}

/// The member types `AllCasePaths` has (from `Sequence` and `CasePathReflectable`), which hide
/// generic parameters of the same name inside it.
private let allCasePathsMemberTypes: Set<String> = ["Element", "Iterator", "Root"]

/// Writes the generic parameters `AllCasePaths` hides by their aliases: `Element` becomes
/// `_$Element`, also inside `[Element]` or `Result<Element, any Error>`.
final class ShadowedTypeRenamer: SyntaxRewriter {
  let names: Set<String>

  init(names: Set<String>) {
    self.names = names
  }

  func rename(_ type: TypeSyntax) -> TypeSyntax {
    names.isEmpty ? type : rewrite(type).cast(TypeSyntax.self)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    guard names.contains(node.name.text) else { return super.visit(node) }
    return TypeSyntax(
      node.with(
        \.name, .identifier("_$\(node.name.text)", trailingTrivia: node.name.trailingTrivia)))
  }
}

extension CasePathableImplementation: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // The compiler lists only the conformances the type does not already declare.
    guard declaration.is(EnumDeclSyntax.self), !protocols.isEmpty else { return [] }
    let names = protocols.compactMap { protocolType -> String? in
      let name = protocolType.trimmedDescription.split(separator: ".").last.map(String.init)
      return name.map { "CasePathsCore.\($0)" }
    }
    return [
      try ExtensionDeclSyntax(
        "extension \(type.trimmed): \(raw: names.joined(separator: ", ")) {}")
    ]
  }
}

extension TokenSyntax {
  /// The identifier without backticks, so `` `default` `` and `default` compare equal.
  fileprivate var identifierText: String {
    trimmed.text.filter { $0 != "`" }
  }
}
