import CasePathsMacrosSupport
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Implements `@ObservableState`: a registrar and identity for structs, an identity for enums,
/// `@ObservationStateTracked` on each trackable stored property, and the conformances.
open class ObservableStateImplementation {
  public init() {}
}

extension ObservableStateImplementation: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let access = declaration.accessPrefix(in: context)
    if declaration.is(StructDeclSyntax.self) {
      return structMembers(of: declaration, access: access)
    }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return [enumIdentity(of: enumDecl, access: access)]
    }
    context.diagnose(
      MacroDiagnostic.observableStateNotAValue(node: node, declaration: declaration))
    return []
  }

  /// What `@ObservableState` adds to a struct: the registrar, the identity, and the names and
  /// writers of its properties.
  static func structMembers(of declaration: some DeclGroupSyntax, access: String) -> [DeclSyntax] {
    [
      "var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()",
      """
      \(raw: access)var _$id: ComposableArchitecture.ObservableStateID {
        _$observationRegistrar.id
      }
      """,
      fieldNames(of: declaration, access: access),
      fields(of: declaration, access: access),
    ]
  }

  /// `_$fieldNames`: the name of each instance property, for messages that show key paths to
  /// properties the macros turn into computed ones.
  private static func fieldNames(of declaration: some DeclGroupSyntax, access: String)
    -> DeclSyntax
  {
    let names = declaration.memberBlock.members.flatMap { member -> [String] in
      guard let property = member.decl.as(VariableDeclSyntax.self),
        !property.modifiers.contains(where: {
          [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
        })
      else { return [] }
      return property.bindings.compactMap { binding in
        guard binding.accessorBlock == nil,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed.text
        else { return nil }
        return name
      }
    }
    let entries = names.map { "(\\Self.\($0), \"\($0.filter { $0 != "`" })\")" }
    return """
      \(raw: access)static var _$fieldNames: [(AnyKeyPath, String)] {
        [\(raw: entries.joined(separator: ", "))]
      }
      """
  }

  /// `_$field(for:)`: for each tracked property, its writer and storage; for each presented
  /// property, its writer.
  private static func fields(of declaration: some DeclGroupSyntax, access: String)
    -> DeclSyntax
  {
    let cases = declaration.memberBlock.members.compactMap { member -> String? in
      guard let property = member.decl.as(VariableDeclSyntax.self),
        let name = property.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
          .trimmed.text
      else { return nil }
      if isTrackable(property) {
        return """
          case \\Self.\(name): .tracked(\\Self.\(name), storage: \\Self._\(name), \
          registrar: \\Self._$observationRegistrar) { $0.\(name) = $1 }
          """
      }
      guard isPresented(property) else { return nil }
      return "case \\Self.\(name): .field(\\Self.\(name)) { $0.\(name) = $1 }"
    }
    return """
      \(raw: access)static func _$field(for keyPath: AnyKeyPath) -> ComposableArchitecture._StateField<Self>? {
        switch keyPath {
        \(raw: (cases + ["default: nil"]).joined(separator: "\n"))
        }
      }
      """
  }

  /// A stored `@Presents var`, whose accessors `@Presents` writes.
  private static func isPresented(_ property: VariableDeclSyntax) -> Bool {
    property.attributes.contains(attributeNamed: "Presents") && property.bindings.count == 1
      && property.bindings.first?.accessorBlock == nil
  }

  /// `_$id` of an enum: the case's number, combined with the identity of its state.
  static func enumIdentity(of enumDecl: EnumDeclSyntax, access: String) -> DeclSyntax {
    let elements = enumDecl.memberBlock.members.flatMap { member -> [EnumCaseElementSyntax] in
      Array(member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [])
    }
    guard !elements.isEmpty else {
      return "\(raw: access)var _$id: ComposableArchitecture.ObservableStateID { ._$inert }"
    }
    let cases = elements.enumerated().map { tag, element -> String in
      let name = element.name.trimmed.text
      let count = element.parameterClause?.parameters.count ?? 0
      switch count {
      case 0:
        return "case .\(name): return ._$inert._$tag(\(tag))"
      case 1:
        return "case let .\(name)(state): return ._$id(for: state)._$tag(\(tag))"
      default:
        let bindings = (0..<count).map { "v\($0)" }.joined(separator: ", ")
        return
          "case let .\(name)(\(bindings)): return ._$id(for: (\(bindings)))._$tag(\(tag))"
      }
    }
    return """
      \(raw: access)var _$id: ComposableArchitecture.ObservableStateID {
        switch self {
        \(raw: cases.joined(separator: "\n"))
        }
      }
      """
  }
}

extension ObservableStateImplementation: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self),
      let property = member.as(VariableDeclSyntax.self),
      isTrackable(property)
    else { return [] }
    return ["@ObservationStateTracked"]
  }

  /// A stored `var` with one binding, no accessors, no other attributes (property wrappers and
  /// `@ObservationStateIgnored` opt out) and not static.
  static func isTrackable(_ property: VariableDeclSyntax) -> Bool {
    let attributes = property.attributes.filter { element in
      guard case let .attribute(attribute) = element else { return true }
      return !attribute.attributeName.trimmedDescription.hasSuffix("ObservationStateTracked")
    }
    guard property.bindingSpecifier.tokenKind == .keyword(.var),
      attributes.isEmpty,
      !property.modifiers.contains(where: {
        [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind)
      }),
      property.bindings.count == 1,
      let binding = property.bindings.first,
      binding.pattern.is(IdentifierPatternSyntax.self),
      binding.accessorBlock == nil
    else { return false }
    return true
  }
}

extension ObservableStateImplementation: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      return []
    }
    return [
      try ExtensionDeclSyntax(
        "extension \(type.trimmed): Observation.Observable, ComposableArchitecture.ObservableState {}"
      )
    ]
  }
}

/// Implements `@ObservationStateTracked`: turns a stored property into one that registers reads
/// and notifies writes, backed by an `_`-prefixed stored property.
open class ObservationStateTrackedImplementation {
  public init() {}
}

extension ObservationStateTrackedImplementation: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      ObservableStateImplementation.isTrackable(property),
      let name = property.bindings.first?.pattern.trimmedDescription
    else { return [] }
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
        _\(raw: name) = initialValue
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
        return _\(raw: name)
      }
      """,
      """
      set {
        guard _$observationRegistrar._$isObserved else {
          _\(raw: name) = newValue
          return
        }
        _$observationRegistrar.mutate(
          self, keyPath: \\.\(raw: name), &_\(raw: name), newValue, _$isIdentityEqual)
      }
      """,
      """
      _modify {
        let identityBefore = _$identity(of: _\(raw: name))
        defer {
          _$observationRegistrar.didModify(
            self, keyPath: \\.\(raw: name),
            identityBefore: identityBefore, identityAfter: _$identity(of: _\(raw: name)))
        }
        yield &_\(raw: name)
      }
      """,
    ]
  }
}

extension ObservationStateTrackedImplementation: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      ObservableStateImplementation.isTrackable(property),
      let binding = property.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed.text
    else { return [] }
    let type = binding.typeAnnotation.map { $0.trimmedDescription } ?? ""
    let initializer = binding.initializer.map { " \($0.trimmedDescription)" } ?? ""
    // Private, as upstream's: the storage's type may be no more visible than the property's
    // (`fileprivate var dataState = DataState.notStarted` of a `fileprivate enum`).
    return ["@ObservationStateIgnored private var _\(raw: name)\(raw: type)\(raw: initializer)"]
  }
}

/// Implements `@ObservationStateIgnored`: a marker that keeps a property out of observation.
open class ObservationStateIgnoredImplementation: AccessorMacro {
  public init() {}

  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
