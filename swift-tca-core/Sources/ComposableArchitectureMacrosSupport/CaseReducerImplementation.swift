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
/// feature's reducer to its case, and `CaseScope` with `scope(_:)` for `store.case`.
enum CaseReducerImplementation {
  /// One case of the enum and what it holds.
  struct ReducerCase {
    enum Kind {
      /// A feature: its reducer runs on its case.
      case reducer(type: String, instance: String)
      /// Alert-like state with actions and no reducer, dismissed by any action.
      case ephemeral(type: String)
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
        guard let reducerCase = reducerCase(element, in: caseDecl, context: context) else {
          return []
        }
        cases.append(reducerCase)
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
    _ element: EnumCaseElementSyntax, in caseDecl: EnumCaseDeclSyntax,
    context: some MacroExpansionContext
  ) -> ReducerCase? {
    let name = element.name.trimmed.text
    let parameters = Array(element.parameterClause?.parameters ?? [])
    if caseDecl.attributes.contains(attributeNamed: "ReducerCaseIgnored") {
      let values = parameters.map { parameter in
        ReducerCase.Parameter(
          label: parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text },
          type: parameter.type.trimmedDescription)
      }
      return ReducerCase(name: name, kind: .ignored(parameters: values))
    }
    guard parameters.count == 1, let parameter = parameters.first, parameter.firstName == nil
    else {
      context.diagnose(MacroDiagnostic.reducerCaseNotOneFeature(element))
      return nil
    }
    let type = parameter.type.trimmedDescription
    let isAlertLike = ["AlertState", "ConfirmationDialogState"].contains { kind in
      type.hasPrefix("\(kind)<") || type.hasPrefix("ComposableArchitecture.\(kind)<")
    }
    if isAlertLike || caseDecl.attributes.contains(attributeNamed: "ReducerCaseEphemeral") {
      return ReducerCase(name: name, kind: .ephemeral(type: type))
    }
    // `case modal(Modal.Body = Modal.body)` names the reducer of a nested enum reducer.
    let instance = parameter.defaultValue?.value.trimmedDescription ?? "\(type)()"
    return ReducerCase(name: name, kind: .reducer(type: type, instance: instance))
  }

  private static func stateDecl(
    _ cases: [ReducerCase], enumName: String, access: String, conformances: [String]
  ) -> DeclSyntax {
    let stateCases = cases.map { reducerCase -> String in
      switch reducerCase.kind {
      case let .reducer(type, _): "case \(reducerCase.name)(\(type).State)"
      case let .ephemeral(type): "case \(reducerCase.name)(\(type))"
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
    }
    body.append(presentationIdentity(cases, access: access))
    let inherited = (["ComposableArchitecture.CaseReducerState"] + conformances)
      .joined(separator: ", ")
    return """
      @CasePaths.CasePathable @dynamicMemberLookup @ComposableArchitecture.ObservableState
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
    let actionCases = cases.compactMap { reducerCase -> String? in
      switch reducerCase.kind {
      case let .reducer(type, _), let .ephemeral(type):
        "case \(reducerCase.name)(\(type).Action)"
      case .ignored:
        nil
      }
    }
    let inherited = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
    return """
      @CasePaths.CasePathable
      \(raw: access)enum Action\(raw: inherited) {
      \(raw: actionCases.joined(separator: "\n"))
      }
      """
  }

  /// The static `body`, with its type spelled out so that the `Reducer` conformance can infer
  /// `Body` from it.
  private static func bodyDecl(_ cases: [ReducerCase], access: String) -> DeclSyntax {
    let scopes = cases.compactMap { reducerCase -> (type: String, code: String)? in
      guard case let .reducer(type, instance) = reducerCase.kind else { return nil }
      let name = reducerCase.name
      return (
        "ComposableArchitecture.Scope<Self.State, Self.Action, \(type)>",
        """
        ComposableArchitecture.Scope(\
        state: \\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name), \
        _caseReducer: \(instance))
        """
      )
    }
    guard let first = scopes.first else {
      return """
        \(raw: access)static var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
          ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        }
        \(raw: access)var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
          Self.body
        }
        """
    }
    let builder = "ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>"
    let type = scopes.dropFirst().reduce(first.type) { accumulated, next in
      "\(builder)._SequenceMany<\(accumulated), \(next.type)>"
    }
    let code = scopes.dropFirst().reduce(first.code) { accumulated, next in
      "\(builder).buildPartialBlock(\naccumulated: \(accumulated),\nnext: \(next.code)\n)"
    }
    return """
      \(raw: access)static var body: \(raw: type) {
      \(raw: code)
      }
      \(raw: access)var body: \(raw: type) {
        Self.body
      }
      """
  }

  private static func caseScopeDecl(_ cases: [ReducerCase], access: String) -> DeclSyntax {
    let scopeCases = cases.map { reducerCase -> String in
      switch reducerCase.kind {
      case let .reducer(type, _):
        "case \(reducerCase.name)(ComposableArchitecture.StoreOf<\(type)>)"
      case let .ephemeral(type):
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
