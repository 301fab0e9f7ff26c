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
    let access = enumDecl.accessPrefix
    let enumName = enumDecl.name.trimmed.text
    var overloaded = false
    let paths = casePaths(
      in: enumDecl.memberBlock.members, seen: [], enumName: enumName, access: access
    ) { element in
      context.diagnose(CasePathableDiagnostic.overloadedCase(element))
      overloaded = true
    }
    if overloaded { return [] }
    return [
      """
      \(raw: access)struct AllCasePaths: Sendable {
      \(raw: paths.joined(separator: "\n"))
      }
      """,
      "\(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }",
    ]
  }

  /// One case path per case of `members`, with the enum's `#if` blocks around the paths of the
  /// cases they hold. A name may repeat only in another branch of an `#if`.
  private static func casePaths(
    in members: MemberBlockItemListSyntax,
    seen: Set<String>,
    enumName: String,
    access: String,
    overloaded: (EnumCaseElementSyntax) -> Void
  ) -> [String] {
    var seen = seen
    var paths: [String] = []
    for member in members {
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        for element in caseDecl.elements {
          guard seen.insert(element.name.identifierText).inserted else {
            overloaded(element)
            continue
          }
          paths.append(casePath(for: element, in: enumName, access: access))
        }
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        var branchNames: Set<String> = []
        for clause in ifConfig.clauses {
          let condition = clause.condition.map { " \($0.trimmedDescription)" } ?? ""
          paths.append("\(clause.poundKeyword.text)\(condition)")
          if case let .decls(clauseMembers) = clause.elements {
            paths += casePaths(
              in: clauseMembers, seen: seen, enumName: enumName, access: access,
              overloaded: overloaded)
            branchNames.formUnion(caseNames(in: clauseMembers))
          }
        }
        paths.append("#endif")
        seen.formUnion(branchNames)
      }
    }
    return paths
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
    access: String
  ) -> String {
    let name = element.name.trimmed.text
    let parameters = Array(element.parameterClause?.parameters ?? [])
    let pathType = "CasePathsCore.AnyCasePath<\(enumName), \(valueType(of: parameters))>"
    let bindings = parameters.indices.map { "v\($0)" }
    // Labels as the case declares them, applied to `values`: `x: v0, y: v1`.
    func labelled(_ values: [String]) -> String {
      zip(parameters, values).map { parameter, value in
        guard let label = parameter.firstName, label.tokenKind != .wildcard else { return value }
        return "\(label.trimmed.text): \(value)"
      }
      .joined(separator: ", ")
    }
    let embedded: String
    let pattern: String
    let extracted: String
    switch parameters.count {
    case 0:
      embedded = "\(enumName).\(name)"
      pattern = ".\(name)"
      extracted = "()"
    case 1:
      embedded = "\(enumName).\(name)(\(labelled(["$0"])))"
      pattern = "let .\(name)(v0)"
      extracted = "v0"
    default:
      embedded = "\(enumName).\(name)(\(labelled(parameters.indices.map { "$0.\($0)" })))"
      pattern = "let .\(name)(\(bindings.joined(separator: ", ")))"
      extracted = "(\(labelled(bindings)))"
    }
    return """
      \(access)var \(name): \(pathType) {
        \(pathType)(
          embed: { \(parameters.isEmpty ? "_ in " : "")\(embedded) },
          extract: {
            guard case \(pattern) = $0 else { return nil }
            return \(extracted)
          }
        )
      }
      """
  }

  /// The payload type of a case: `Void`, the single parameter's type, or a tuple that keeps labels.
  private static func valueType(of parameters: [EnumCaseParameterSyntax]) -> String {
    switch parameters.count {
    case 0:
      return "Void"
    case 1:
      return parameters[0].type.trimmed.description
    default:
      let elements = parameters.map { parameter in
        let type = parameter.type.trimmed.description
        guard let label = parameter.firstName, label.tokenKind != .wildcard else { return type }
        return "\(label.trimmed.text): \(type)"
      }
      return "(\(elements.joined(separator: ", ")))"
    }
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
    return [try ExtensionDeclSyntax("extension \(type.trimmed): CasePathsCore.CasePathable {}")]
  }
}

extension TokenSyntax {
  /// The identifier without backticks, so `` `default` `` and `default` compare equal.
  fileprivate var identifierText: String {
    trimmed.text.filter { $0 != "`" }
  }
}
