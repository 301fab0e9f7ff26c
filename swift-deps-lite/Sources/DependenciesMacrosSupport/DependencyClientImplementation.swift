import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Implements `@DependencyClient`: marks each closure `var` as a `@DependencyEndpoint`, and
/// adds a memberwise initializer whose endpoints default to unimplemented closures. A `let`
/// closure is no endpoint, as upstream's macro has it: a plain parameter, and a client with no
/// endpoint keeps the memberwise initializer Swift gives it.
open class DependencyClientImplementation {
  public init() {}
}

extension DependencyClientImplementation: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    // A `let` cannot have the accessors an endpoint's storage needs; it stays as written.
    guard declaration.is(StructDeclSyntax.self),
      let property = member.as(VariableDeclSyntax.self),
      !property.isStatic, property.bindingSpecifier.tokenKind == .keyword(.var),
      ClosureEndpoint(property) != nil,
      !property.hasAttribute(named: "DependencyEndpoint"),
      !property.hasAttribute(named: "DependencyIgnored")
        && !property.hasAttribute(named: "DependencyEndpointIgnored")
    else { return [] }
    return ["@DependenciesMacros.DependencyEndpoint"]
  }
}

extension DependencyClientImplementation: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      context.diagnose(DependencyMacroDiagnostic.clientNotAStruct(node: node))
      return []
    }
    let client = structDecl.name.trimmed.text
    var parameters: [String] = []
    var assignments: [String] = []
    var failed = false
    var hasEndpoints = false
    for member in structDecl.memberBlock.members {
      guard let property = member.decl.as(VariableDeclSyntax.self), !property.isStatic,
        property.bindings.count == 1, let binding = property.bindings.first,
        binding.accessorBlock == nil,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed.text
      else { continue }
      // A `let` with a value cannot be assigned again.
      if property.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer != nil {
        continue
      }
      let isEndpointProperty =
        property.bindingSpecifier.tokenKind == .keyword(.var)
        || property.hasAttribute(named: "DependencyEndpoint")
      if !property.hasAttribute(named: "DependencyIgnored")
        && !property.hasAttribute(named: "DependencyEndpointIgnored"), isEndpointProperty,
        let endpoint = ClosureEndpoint(property)
      {
        hasEndpoints = true
        guard let unimplemented = endpoint.unimplementedClosure(client: client) else {
          context.diagnose(
            DependencyMacroDiagnostic.defaultValueRequired(endpoint, binding: binding))
          failed = true
          continue
        }
        parameters.append(
          "\(name): @escaping \(endpoint.type.trimmedDescription) = \(unimplemented)")
      } else if let typeSyntax = binding.typeAnnotation?.type {
        let type = typeSyntax.trimmedDescription
        // An optional property with no value defaults to nil, as upstream's initializer has it
        // (`var lookup: ((String) -> Entry?)?`, then `Client()`).
        let isOptional =
          typeSyntax.is(OptionalTypeSyntax.self)
          || typeSyntax.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        let defaultValue =
          binding.initializer.map { " = \($0.value.trimmedDescription)" }
          ?? (isOptional ? " = nil" : "")
        let escaping = binding.typeAnnotation?.type.functionType != nil ? "@escaping " : ""
        parameters.append("\(name): \(escaping)\(type)\(defaultValue)")
      } else {
        // Without a type annotation there is no parameter type to write; the property keeps
        // its initial value.
        continue
      }
      assignments.append("self.\(name) = \(name)")
    }
    if failed || !hasEndpoints { return [] }
    let access =
      structDecl.modifiers
      .first { ["public", "package"].contains($0.name.text) }
      .map { "\($0.name.text) " } ?? ""
    let parameterList = parameters.isEmpty ? "" : "\n" + parameters.joined(separator: ",\n") + "\n"
    return [
      """
      \(raw: access)init(\(raw: parameterList)) {
      \(raw: assignments.joined(separator: "\n"))
      }
      """
    ]
  }
}

extension VariableDeclSyntax {
  var isStatic: Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }
}

extension WithAttributesSyntax {
  /// Whether the declaration carries `@name`, written alone or qualified (`@Module.name`).
  func hasAttribute(named name: String) -> Bool {
    attributes.contains { element in
      guard let attribute = element.as(AttributeSyntax.self) else { return false }
      let written = attribute.attributeName.trimmedDescription
      return written == name || written.hasSuffix(".\(name)")
    }
  }
}
