import CasePathsMacrosSupport
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Implements `@Reducer` on structs: case paths for `Action` (and an enum `State`), missing
/// `State`, `Action` and `body`, and the `Reducer` conformance. On enums, see
/// `CaseReducerImplementation`.
open class ReducerImplementation {
  public init() {}
}

extension ReducerImplementation: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let property = member.as(VariableDeclSyntax.self) {
      return bodyAttributes(of: property)
    }
    guard let enumDecl = member.as(EnumDeclSyntax.self) else { return [] }
    var attributes: [AttributeSyntax] = []
    switch enumDecl.name.text {
    case "Action":
      if !enumDecl.attributes.contains(attributeNamed: "CasePathable") {
        attributes.append("@CasePaths.CasePathable")
      }
      if enumDecl.containsBindableAction,
        !enumDecl.attributes.contains(attributeNamed: "_BindingExtraction")
      {
        attributes.append(BindingExtractionImplementation.bindingExtractionAttribute)
      }
    case "State":
      if !enumDecl.attributes.contains(attributeNamed: "CasePathable") {
        attributes.append("@CasePaths.CasePathable")
      }
      if !enumDecl.attributes.contains(attributeNamed: "dynamicMemberLookup") {
        attributes.append("@dynamicMemberLookup")
      }
    default:
      break
    }
    return attributes
  }
}

extension ReducerImplementation {
  /// `body` gets the reducer builder: the `Reducer` conformance comes from an extension, and
  /// the compiler infers a requirement's result builder only for witnesses declared with it.
  /// The builder's types are the body's, as upstream writes them: `some Reducer<State, Action>`
  /// builds `State` and `Action` (which may be the enclosing feature's), `some ReducerOf<Self>`
  /// builds `Self.State` and `Self.Action`.
  static func bodyAttributes(of property: VariableDeclSyntax) -> [AttributeSyntax] {
    guard property.bindings.count == 1,
      let binding = property.bindings.first,
      binding.pattern.trimmedDescription == "body",
      binding.accessorBlock != nil,
      !property.attributes.contains(attributeNamed: "ReducerBuilder")
    else { return [] }
    let constraint = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint
    let arguments =
      (constraint?.as(IdentifierTypeSyntax.self)?.genericArgumentClause
      ?? constraint?.as(MemberTypeSyntax.self)?.genericArgumentClause)?.arguments
      .map(\.argument.trimmedDescription) ?? []
    let builderTypes =
      switch arguments.count {
      case 1: "\(arguments[0]).State, \(arguments[0]).Action"
      case 2: arguments.joined(separator: ", ")
      default: "Self.State, Self.Action"
      }
    return ["@ComposableArchitecture.ReducerBuilder<\(raw: builderTypes)>"]
  }
}

extension ReducerImplementation: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return CaseReducerImplementation.members(of: enumDecl, node: node, in: context)
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(MacroDiagnostic.reducerNotAStruct(node: node, declaration: declaration))
      return []
    }
    let names = Set(declaration.memberBlock.members.flatMap(\.declaredNames))
    let access = declaration.accessPrefix(in: context)
    var members: [DeclSyntax] = []
    // `var body: some Reducer<Int, Action>` names the state type: it is not generated. A body
    // typed `some Reducer<State, Action>` or a `reduce(into:action:)` may name the enclosing
    // type's `State` and `Action` (a reducer nested in a feature): nothing is generated, as
    // upstream does, so those names keep resolving there.
    let bodyTypes = declaration.memberBlock.members.lazy.compactMap(\.bodyReducerTypes).first
    // `let body = EmptyReducer<State, Action>()` names them too.
    let namesOuterTypes =
      names.contains("reduce(into:action:)")
      || declaration.memberBlock.members.contains(where: \.isInitializedBody)
    // A body typed `some Reducer…` or `some ReducerOf…` says the reducer has its types, as
    // upstream reads it: they may be declared in an extension, in another file.
    let hasReducerBody = declaration.memberBlock.members.contains(where: \.isReducerBody)
    if !names.contains("State"), !namesOuterTypes, bodyTypes?.state != "State" {
      if let state = bodyTypes?.state, state != "Self.State" {
        members.append("\(raw: access)typealias State = \(raw: state)")
      } else if !hasReducerBody {
        members.append(emptyState(access: access))
      }
    }
    if !names.contains("Action"), !namesOuterTypes, bodyTypes?.action != "Action" {
      if let action = bodyTypes?.action, action != "Self.Action" {
        members.append("\(raw: access)typealias Action = \(raw: action)")
      } else if !hasReducerBody {
        members.append(emptyAction(access: access))
      }
    }
    if !names.contains("body") && !names.contains("reduce(into:action:)") {
      members.append(
        """
        \(raw: access)var body: some ComposableArchitecture.Reducer<State, Action> {
          ComposableArchitecture.EmptyReducer<State, Action>()
        }
        """
      )
    }
    return members
  }
}

extension ReducerImplementation {
  /// The state of a reducer that declares none, as upstream's: `Codable`, `Equatable`,
  /// `Hashable`, `Sendable` and observable, with `@ObservableState`'s members written out (a
  /// generated type carries no macros: see `CaseReducerImplementation`).
  static func emptyState(access: String) -> DeclSyntax {
    let empty: DeclSyntax = "struct State {}"
    let members = ObservableStateImplementation.structMembers(
      of: empty.as(StructDeclSyntax.self)!, access: access)
    return """
      \(raw: access)struct State: Codable, Equatable, Hashable, Sendable, \
      ComposableArchitecture.ObservableState, Observation.Observable {
      \(raw: members.map(\.description).joined(separator: "\n"))
      \(raw: access)init() {}
      }
      """
  }

  /// The actions of a reducer that declares none: no cases, case-pathable.
  static func emptyAction(access: String) -> DeclSyntax {
    let caseList = EnumDeclSyntax.parsing(access: access, name: "Action", cases: [])
    let members = CasePathableImplementation.members(of: caseList)
    return """
      \(raw: access)enum Action: Equatable, Hashable, Sendable, CasePathsCore.CasePathable, \
      CasePathsCore.CasePathIterable {
      \(raw: members.map(\.description).joined(separator: "\n"))
      }
      """
  }
}

extension ReducerImplementation: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty else { return [] }
    // Only what the type does not already declare: `@Reducer struct Feature: Reducer` is as
    // upstream's, with no redundant conformance.
    let declared = Set(
      declaration.inheritanceClause?.inheritedTypes.compactMap {
        $0.type.trimmedDescription.split(separator: ".").last.map(String.init)
      } ?? [])
    let wanted =
      declaration.is(EnumDeclSyntax.self)
      ? ["CaseReducer", "Reducer"]
      : declaration.is(StructDeclSyntax.self) ? ["Reducer"] : []
    let conformances = wanted.filter { !declared.contains($0) }
    guard !conformances.isEmpty else { return [] }
    let names = conformances.map { "ComposableArchitecture.\($0)" }.joined(separator: ", ")
    return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: names) {}")]
  }
}

extension MemberBlockItemSyntax {
  /// The state and action types of `var body: some Reducer<State, Action>` (or
  /// `some ReducerOf<Base>`: `Base.State` and `Base.Action`), when this member is such a `body`.
  var bodyReducerTypes: (state: String, action: String)? {
    guard let (name, types) = bodyReducerConstraint else { return nil }
    switch (name, types.count) {
    case ("Reducer", 2): return (types[0], types[1])
    case ("ReducerOf", 1): return ("\(types[0]).State", "\(types[0]).Action")
    default: return nil
    }
  }

  /// Whether this member is a `body` typed `some Reducer…` or `some ReducerOf…`, with or
  /// without its types, qualified or not.
  var isReducerBody: Bool {
    ["Reducer", "ReducerOf"].contains(bodyReducerConstraint?.name)
  }

  /// The constraint of `var body: some Reducer<…>` (`ComposableArchitecture.Reducer<…>`): its
  /// name and generic arguments, when this member is a `body` typed `some` of a named type.
  private var bodyReducerConstraint: (name: String, arguments: [String])? {
    guard let variable = decl.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first,
      binding.pattern.trimmedDescription == "body",
      let constraint = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint
    else { return nil }
    let named: (TokenSyntax, GenericArgumentClauseSyntax?)
    if let identifier = constraint.as(IdentifierTypeSyntax.self) {
      named = (identifier.name, identifier.genericArgumentClause)
    } else if let member = constraint.as(MemberTypeSyntax.self) {
      named = (member.name, member.genericArgumentClause)
    } else {
      return nil
    }
    return (named.0.text, named.1?.arguments.map(\.argument.trimmedDescription) ?? [])
  }

  /// Whether this member is a `body` stored with an initial value: `let body = Reduce(…)`.
  var isInitializedBody: Bool {
    guard let variable = decl.as(VariableDeclSyntax.self) else { return false }
    return variable.bindings.contains {
      $0.pattern.trimmedDescription == "body" && $0.initializer != nil
    }
  }

  /// The names this member declares: types, typealiases, properties, and methods spelled with
  /// their argument labels (`reduce(into:action:)`).
  var declaredNames: [String] {
    switch decl.as(DeclSyntaxEnum.self) {
    case let .structDecl(decl): [decl.name.text]
    case let .enumDecl(decl): [decl.name.text]
    case let .classDecl(decl): [decl.name.text]
    case let .typeAliasDecl(decl): [decl.name.text]
    case let .variableDecl(decl):
      decl.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    case let .functionDecl(decl):
      [
        decl.name.text + "("
          + decl.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
          + ")"
      ]
    default: []
    }
  }
}
