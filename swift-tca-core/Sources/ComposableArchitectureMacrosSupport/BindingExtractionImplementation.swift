import CasePathsMacrosSupport
import SwiftSyntax
import SwiftSyntaxMacros

/// Implements `@_BindingExtraction`: gives an enum that conforms to `BindableAction` a `binding`
/// property that pattern-matches its `binding` case, and gives the nested enums that conform
/// too the same property (through `@_NestedBindingExtraction`). `@Reducer` applies it to
/// `Action`.
open class BindingExtractionImplementation {
  public init() {}
}

extension BindingExtractionImplementation: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self), enumDecl.inheritsBindableAction,
      let payload = enumDecl.bindingCasePayload,
      !enumDecl.declaresMember(named: "binding")
    else { return [] }
    return [
      """
      \(raw: enumDecl.accessPrefix)var binding: \(payload)? {
        if case let .binding(action) = self { action } else { nil }
      }
      """
    ]
  }
}

extension BindingExtractionImplementation: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let nested = member.as(EnumDeclSyntax.self), nested.inheritsBindableAction,
      !nested.attributes.contains(attributeNamed: "_NestedBindingExtraction")
    else { return [] }
    // A macro may not expand to itself, so nested enums get a member-only twin.
    return ["@ComposableArchitecture._NestedBindingExtraction"]
  }

  /// The attribute `@Reducer` adds to an `Action` that needs it.
  static let bindingExtractionAttribute: AttributeSyntax =
    "@ComposableArchitecture._BindingExtraction"
}

extension EnumDeclSyntax {
  /// Whether this enum, or an enum directly nested in it, declares a `BindableAction`
  /// conformance.
  var containsBindableAction: Bool {
    inheritsBindableAction
      || memberBlock.members.contains { member in
        member.decl.as(EnumDeclSyntax.self)?.inheritsBindableAction ?? false
      }
  }

  /// Whether the enum's inheritance clause names `BindableAction`.
  fileprivate var inheritsBindableAction: Bool {
    inheritanceClause?.inheritedTypes.contains { inherited in
      let name = inherited.type.trimmedDescription
      return name == "BindableAction" || name.hasSuffix(".BindableAction")
    } ?? false
  }

  /// The type of the single value of `case binding(…)`, if the enum has that case.
  fileprivate var bindingCasePayload: TypeSyntax? {
    for member in memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements where element.name.text == "binding" {
        guard let parameters = element.parameterClause?.parameters, parameters.count == 1
        else { return nil }
        return parameters.first?.type.trimmed
      }
    }
    return nil
  }

  /// Whether the enum already declares a property named `name`.
  fileprivate func declaresMember(named name: String) -> Bool {
    memberBlock.members.contains { member in
      member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
        $0.pattern.trimmedDescription == name
      } ?? false
    }
  }
}
