import CasePathsMacrosSupport
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Implements `@Presents`: an optional property stored in a `PresentationState`, stored itself as
/// `$name`. Inside `@ObservableState`, reads and writes are observed: observers of the property
/// are told when the presented value's identity changes through the property, and the
/// presentation state tells them when it is replaced through `$name`.
open class PresentsImplementation {
  public init() {}
}

extension PresentsImplementation {
  /// The property's name, its wrapped type and whether it is observed, or a diagnostic.
  private static func presented(
    _ declaration: some DeclSyntaxProtocol, node: AttributeSyntax,
    in context: some MacroExpansionContext, diagnose: Bool
  ) -> (name: String, wrapped: String, observed: Bool)? {
    func fail(_ reason: String) -> (name: String, wrapped: String, observed: Bool)? {
      if diagnose { context.diagnose(MacroDiagnostic.presentsMisuse(node: node, reason: reason)) }
      return nil
    }
    guard let property = declaration.as(VariableDeclSyntax.self),
      property.bindingSpecifier.tokenKind == .keyword(.var),
      property.bindings.count == 1, let binding = property.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed.text
    else { return fail("applies to a single stored 'var'") }
    guard binding.accessorBlock == nil else { return fail("applies to a stored property") }
    guard
      !property.modifiers.contains(where: {
        [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind)
      })
    else { return fail("applies to an instance property") }
    guard let type = binding.typeAnnotation?.type, let wrapped = wrappedType(of: type) else {
      return fail("needs an explicit optional type")
    }
    let observed =
      context.lexicalContext.first.map { lexical in
        lexical.as(StructDeclSyntax.self)?.attributes.contains(attributeNamed: "ObservableState")
          ?? false
      } ?? false
    return (name, wrapped, observed)
  }

  /// `Wrapped` of `Wrapped?`, `Wrapped!` or `Optional<Wrapped>`.
  private static func wrappedType(of type: TypeSyntax) -> String? {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.trimmedDescription
    }
    if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return implicit.wrappedType.trimmedDescription
    }
    if let identifier = type.as(IdentifierTypeSyntax.self),
      identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first
    {
      return argument.argument.trimmedDescription
    }
    return nil
  }
}

extension PresentsImplementation: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let (name, _, observed) = presented(declaration, node: node, in: context, diagnose: true)
    else { return [] }
    let initAccessor: AccessorDeclSyntax = """
      @storageRestrictions(initializes: $\(raw: name))
      init(initialValue) {
        $\(raw: name) = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
      }
      """
    guard observed else {
      return [
        initAccessor,
        "get { $\(raw: name).wrappedValue }",
        "set { $\(raw: name).wrappedValue = newValue }",
        "_modify { yield &$\(raw: name).wrappedValue }",
      ]
    }
    return [
      initAccessor,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
        $\(raw: name)._access()
        return $\(raw: name).wrappedValue
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(
          self, keyPath: \\.\(raw: name), &$\(raw: name).wrappedValue, newValue, _$isIdentityEqual)
      }
      """,
      """
      _modify {
        let identityBefore = _$identity(of: $\(raw: name).wrappedValue)
        defer {
          _$observationRegistrar.didModify(
            self, keyPath: \\.\(raw: name),
            identityBefore: identityBefore, identityAfter: _$identity(of: $\(raw: name).wrappedValue))
        }
        yield &$\(raw: name).wrappedValue
      }
      """,
    ]
  }
}

extension PresentsImplementation: PeerMacro {
  /// The presentation state itself, stored as `$name`, so that `ifLet(\.$name, …)` changes the
  /// presented value in place.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let (name, wrapped, _) = presented(
        declaration, node: node, in: context, diagnose: false)
    else { return [] }
    let access =
      declaration.as(VariableDeclSyntax.self)?.modifiers
      .first { [.keyword(.public), .keyword(.package)].contains($0.name.tokenKind) }
      .map { "\($0.name.text) " } ?? ""
    return [
      """
      @ObservationStateIgnored \(raw: access)var $\(raw: name) = \
      ComposableArchitecture.PresentationState<\(raw: wrapped)>(wrappedValue: nil)
      """
    ]
  }
}

/// Implements `@ReducerCaseIgnored` and `@ReducerCaseEphemeral`: markers read by `@Reducer` on
/// an enum; they generate nothing.
open class ReducerCaseMarkerImplementation: PeerMacro {
  public init() {}

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
