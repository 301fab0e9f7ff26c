import CasePathsMacrosSupport
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Implements `@Reducer` on enums: a destination or path reducer with one feature per case.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case addItem(AddFeature)
///   case alert(AlertState<Alert>)
///   @ReducerCaseIgnored case note(String)
/// }
/// ```
///
/// generates `State` and `Action` enums with a case per feature, a static `body` scoping each
/// feature's reducer to its case (unless the enum declares its own), and `CaseScope` with
/// `scope(_:)` for `store.case`. A case that does not hold exactly one feature
/// (`case meeting(Meeting, syncUp: SyncUp)`) is ignored, as `@ReducerCaseIgnored` ones are.
///
/// The generated enums carry their conformances and the members `@CasePathable` and
/// `@ObservableState` would add, written out instead of attaching those macros: a nested
/// macro's extension expanding while swift-frontend 6.3 type-checks other macro-generated
/// extensions crashes it (see `CasePathableImplementation.members(of:overloaded:)`).
enum CaseReducerImplementation {
  /// One case of the enum and what it holds.
  struct ReducerCase {
    enum Kind {
      /// A feature: its reducer runs on its case.
      case reducer(type: String, instance: String, label: String)
      /// Alert-like state with actions and no reducer, dismissed by any action.
      case ephemeral(type: String, label: String)
      /// State with no actions: no value, one, or several (`case meeting(Meeting, syncUp: SyncUp)`).
      case ignored(parameters: [Parameter])
    }

    /// A value of an ignored case: its label, if any, and its type.
    struct Parameter {
      let label: String?
      let type: String
    }

    let name: String
    let kind: Kind

    /// `(Meeting, syncUp: SyncUp)` for an ignored case with values, empty without.
    var ignoredClause: String {
      guard case let .ignored(parameters) = kind, !parameters.isEmpty else { return "" }
      let list = parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.type }
      return "(\(list.joined(separator: ", ")))"
    }
  }

  static func members(
    of enumDecl: EnumDeclSyntax, node: AttributeSyntax, in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    let access = enumDecl.accessPrefix
    let names = Set(enumDecl.memberBlock.members.flatMap(\.declaredNames))
    var cases: [ReducerCase] = []
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        cases.append(reducerCase(element, in: caseDecl))
      }
    }
    let conformances = synthesizedConformances(of: node)
    var members: [DeclSyntax] = []
    if !names.contains("State") {
      members.append(
        stateDecl(
          cases, enumName: enumDecl.name.trimmed.text, access: access,
          conformances: conformances.state))
    }
    if !names.contains("Action") {
      members.append(actionDecl(cases, access: access, conformances: conformances.action))
    }
    if !names.contains("body") {
      members.append(bodyDecl(cases, access: access))
    }
    if !names.contains("CaseScope") {
      members.append(caseScopeDecl(cases, access: access))
    }
    if !names.contains("scope(_:)") {
      members.append(scopeDecl(cases, access: access))
    }
    return members
  }

  private static func reducerCase(
    _ element: EnumCaseElementSyntax, in caseDecl: EnumCaseDeclSyntax
  ) -> ReducerCase {
    let name = element.name.trimmed.text
    let parameters = Array(element.parameterClause?.parameters ?? [])
    let ignored = ReducerCase(
      name: name,
      kind: .ignored(
        parameters: parameters.map { parameter in
          ReducerCase.Parameter(
            label: parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text },
            type: parameter.type.trimmedDescription)
        }))
    // A feature is one value of a named type (`Feature`, `Module.Feature`,
    // `AlertState<Alert>`); anything else is state the enum only holds.
    guard !caseDecl.attributes.contains(attributeNamed: "ReducerCaseIgnored"),
      parameters.count == 1, let parameter = parameters.first,
      parameter.type.is(IdentifierTypeSyntax.self) || parameter.type.is(MemberTypeSyntax.self)
    else { return ignored }
    let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : "\($0.text): " }
    let type = parameter.type.trimmedDescription
    let isAlertLike = ["AlertState", "ConfirmationDialogState"].contains { kind in
      type.hasPrefix("\(kind)<") || type.hasPrefix("ComposableArchitecture.\(kind)<")
    }
    if isAlertLike || caseDecl.attributes.contains(attributeNamed: "ReducerCaseEphemeral") {
      return ReducerCase(name: name, kind: .ephemeral(type: type, label: label ?? ""))
    }
    // `case modal(Modal.Body = Modal.body)` names the reducer of a nested enum reducer.
    let instance = parameter.defaultValue?.value.trimmedDescription ?? "\(type)()"
    return ReducerCase(
      name: name, kind: .reducer(type: type, instance: instance, label: label ?? ""))
  }

  private static func stateDecl(
    _ cases: [ReducerCase], enumName: String, access: String, conformances: [String]
  ) -> DeclSyntax {
    let stateCases = cases.map { reducerCase -> String in
      switch reducerCase.kind {
      case let .reducer(type, _, label): "case \(reducerCase.name)(\(label)\(type).State)"
      case let .ephemeral(type, label): "case \(reducerCase.name)(\(label)\(type))"
      case .ignored: "case \(reducerCase.name)\(reducerCase.ignoredClause)"
      }
    }
    let ephemeral = cases.filter { if case .ephemeral = $0.kind { true } else { false } }
    // An ignored case holding one value (`@ReducerCaseIgnored case alert(AlertState<Alert>)`)
    // is ephemeral when its value's type is: decided at run time, as upstream does.
    let ignoredValues = cases.filter {
      if case let .ignored(parameters) = $0.kind { parameters.count == 1 } else { false }
    }
    var body = stateCases
    body.append("\(access)typealias StateReducer = \(enumName)")
    if !ephemeral.isEmpty || !ignoredValues.isEmpty {
      var switchCases: [String] = []
      if !ephemeral.isEmpty {
        let patterns = ephemeral.map { ".\($0.name)" }.joined(separator: ", ")
        switchCases.append("case \(patterns): return true")
      }
      for ignored in ignoredValues {
        switchCases.append(
          "case let .\(ignored.name)(value): return ComposableArchitecture._$isEphemeral(value)")
      }
      if ephemeral.count + ignoredValues.count < cases.count {
        switchCases.append("default: return false")
      }
      body.append(
        """
        \(access)var _$isEphemeral: Bool {
          switch self {
          \(switchCases.joined(separator: "\n"))
          }
        }
        """)
      body.append("\(access)static var _$hasEphemeralCases: Bool { true }")
    }
    body.append(presentationIdentity(cases, access: access))
    let caseList = EnumDeclSyntax.parsing(access: access, name: "State", cases: stateCases)
    body.append(
      ObservableStateImplementation.enumIdentity(of: caseList, access: access).description)
    body += CasePathableImplementation.members(of: caseList).map(\.description)
    let inherited =
      ([
        "ComposableArchitecture.CaseReducerState", "CasePathsCore.CasePathable",
        "CasePathsCore.CasePathIterable", "ComposableArchitecture.ObservableState",
        "Observation.Observable",
      ] + conformances).joined(separator: ", ")
    return """
      @dynamicMemberLookup
      \(raw: access)enum State: \(raw: inherited) {
      \(raw: body.joined(separator: "\n"))
      }
      """
  }

  /// `_$presentationID`: the case together with the identity of its value, stable while the
  /// same value stays presented.
  private static func presentationIdentity(_ cases: [ReducerCase], access: String) -> String {
    let switchCases = cases.enumerated().map { tag, reducerCase -> String in
      if case let .ignored(parameters) = reducerCase.kind, parameters.count != 1 {
        return "case .\(reducerCase.name): return AnyHashable(\(tag))"
      }
      return """
        case let .\(reducerCase.name)(state): \
        return ComposableArchitecture._$presentationID(of: state, tag: \(tag))
        """
    }
    guard !switchCases.isEmpty else {
      return "\(access)var _$presentationID: AnyHashable { AnyHashable(0) }"
    }
    return """
      \(access)var _$presentationID: AnyHashable {
        switch self {
        \(switchCases.joined(separator: "\n"))
        }
      }
      """
  }

  private static func actionDecl(
    _ cases: [ReducerCase], access: String, conformances: [String]
  ) -> DeclSyntax {
    let actionCases = cases.map { reducerCase -> String in
      switch reducerCase.kind {
      case let .reducer(type, _, label), let .ephemeral(type, label):
        "case \(reducerCase.name)(\(label)\(type).Action)"
      case .ignored:
        // State without actions, as upstream declares it.
        "case \(reducerCase.name)(Swift.Never)"
      }
    }
    let caseList = EnumDeclSyntax.parsing(access: access, name: "Action", cases: actionCases)
    let members = CasePathableImplementation.members(of: caseList).map(\.description)
    let inherited =
      (["CasePathsCore.CasePathable", "CasePathsCore.CasePathIterable"] + conformances)
      .joined(separator: ", ")
    return """
      \(raw: access)enum Action: \(raw: inherited) {
      \(raw: (actionCases + members).joined(separator: "\n"))
      }
      """
  }

  private static func caseScopeDecl(_ cases: [ReducerCase], access: String) -> DeclSyntax {
    let scopeCases = cases.map { reducerCase -> String in
      switch reducerCase.kind {
      case let .reducer(type, _, _):
        "case \(reducerCase.name)(ComposableArchitecture.StoreOf<\(type)>)"
      case let .ephemeral(type, _):
        "case \(reducerCase.name)(ComposableArchitecture.Store<\(type), \(type).Action>)"
      case .ignored:
        "case \(reducerCase.name)\(reducerCase.ignoredClause)"
      }
    }
    return """
      \(raw: access)enum CaseScope {
      \(raw: scopeCases.joined(separator: "\n"))
      }
      """
  }

  private static func scopeDecl(_ cases: [ReducerCase], access: String) -> DeclSyntax {
    let switchCases = cases.map { reducerCase -> String in
      let name = reducerCase.name
      switch reducerCase.kind {
      case .reducer, .ephemeral:
        return """
          case .\(name):
            return .\(name)(store.scope(state: \\.\(name), action: \\.\(name))!)
          """
      case let .ignored(parameters) where parameters.isEmpty:
        return "case .\(name):\n  return .\(name)"
      case let .ignored(parameters) where parameters.count == 1 && parameters[0].label == nil:
        return "case let .\(name)(state):\n  return .\(name)(state)"
      case let .ignored(parameters):
        let bindings = parameters.indices.map { "v\($0)" }
        let arguments = zip(parameters, bindings).map { parameter, binding in
          (parameter.label.map { "\($0): " } ?? "") + binding
        }
        return """
          case let .\(name)(\(bindings.joined(separator: ", "))):
            return .\(name)(\(arguments.joined(separator: ", ")))
          """
      }
    }
    let body =
      switchCases.isEmpty
      ? "switch store.state {}"
      : "switch store.state {\n\(switchCases.joined(separator: "\n"))\n}"
    return """
      @MainActor
      \(raw: access)static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      \(raw: body)
      }
      """
  }

  /// The conformances `@Reducer(state: .equatable, action: .sendable)` asks for.
  private static func synthesizedConformances(
    of node: AttributeSyntax
  ) -> (state: [String], action: [String]) {
    guard let arguments = node.arguments?.as(LabeledExprListSyntax.self) else { return ([], []) }
    var state: [String] = []
    var action: [String] = []
    var label = ""
    for argument in arguments {
      if let written = argument.label?.text { label = written }
      guard let member = argument.expression.as(MemberAccessExprSyntax.self) else { continue }
      let name = member.declName.baseName.text
      let conformance = name.prefix(1).uppercased() + name.dropFirst()
      if label == "state" { state.append(conformance) }
      if label == "action" { action.append(conformance) }
    }
    return (state, action)
  }
}
