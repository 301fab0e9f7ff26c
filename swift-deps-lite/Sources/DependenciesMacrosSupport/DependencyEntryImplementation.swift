import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Implements `@DependencyEntry`: a `var` of `DependencyValues` becomes a dependency. A key type
/// is declared beside it, whose `testValue` is the property's initial value and whose
/// `liveValue`/`previewValue` are the macro's arguments; the property reads and writes it.
///
/// ```swift
/// extension DependencyValues {
///   @DependencyEntry(liveValue: APIClient.live) var apiClient = APIClient.mock
/// }
/// ```
open class DependencyEntryImplementation {
  public init() {}
}

extension DependencyEntryImplementation: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let entry = DependencyEntry(node: node, declaration: declaration) else { return [] }
    return [
      "get { self[\(raw: entry.keyName).self] }",
      "set { self[\(raw: entry.keyName).self] = newValue }",
    ]
  }
}

extension DependencyEntryImplementation: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let entry = DependencyEntry(node: node, declaration: declaration) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: DependencyMacroDiagnostic.Message(
            id: "entryNotAVar",
            message: "'@DependencyEntry' can only be applied to a single 'var' property")))
      return []
    }
    guard entry.testValue != nil || entry.liveValue != nil else {
      context.diagnose(
        Diagnostic(
          node: declaration,
          message: DependencyMacroDiagnostic.Message(
            id: "entryNeedsValue",
            message: """
              '@DependencyEntry' requires an initializer to define the property's test value, or \
              a 'liveValue' argument to fall back on
              """)))
      return []
    }
    return [entry.keyDeclaration]
  }
}

/// What one `@DependencyEntry` property declares.
struct DependencyEntry {
  var keyName: String
  var access: String
  var type: TypeSyntax?
  var testValue: ExprSyntax?
  var liveValue: ExprSyntax?
  var previewValue: ExprSyntax?

  init?(node: AttributeSyntax, declaration: some DeclSyntaxProtocol) {
    guard let property = declaration.as(VariableDeclSyntax.self),
      property.bindingSpecifier.tokenKind == .keyword(.var), property.bindings.count == 1,
      let binding = property.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed.text
    else { return nil }
    let arguments = node.arguments?.as(LabeledExprListSyntax.self) ?? []
    func argument(_ label: String) -> ExprSyntax? {
      arguments.first { $0.label?.text == label }?.expression.trimmed
    }
    liveValue = argument("liveValue")
    previewValue = argument("previewValue")
    testValue = binding.initializer?.value.trimmed
    type = binding.typeAnnotation?.type.trimmed
    let modifiers = property.modifiers.map(\.name.text)
    access = modifiers.first { $0 == "public" || $0 == "package" } ?? ""
    let bareName = name.trimmingCharacters(in: "`")
    if access.isEmpty {
      keyName = "__Key_\(bareName)"
    } else if let custom = arguments.first(where: { $0.label == nil })?.expression
      .as(StringLiteralExprSyntax.self)?.representedLiteralValue
    {
      keyName = custom
    } else if let typeName = type.flatMap(Self.keyName(of:)) {
      keyName = typeName + "Key"
    } else {
      keyName = bareName.prefix(1).uppercased() + bareName.dropFirst() + "Key"
    }
  }

  /// The key type: a `DependencyKey` when a live value is given, else a `TestDependencyKey`.
  /// With no type written, the value written first (test, else live) is stored, so that the
  /// key's `Value` is inferred from it, and the others are typed by that `Value`.
  var keyDeclaration: DeclSyntax {
    let member = access.isEmpty ? "" : "\(access) "
    let conformance = liveValue == nil ? "TestDependencyKey" : "DependencyKey"
    var members: [String] = []
    var inferred: (name: String, value: ExprSyntax)?
    if let type {
      members.append("\(member)typealias Value = \(type)")
    } else if let testValue {
      inferred = ("testValue", testValue)
    } else if let liveValue {
      inferred = ("liveValue", liveValue)
    }
    if let inferred {
      members.append("\(member)static let \(inferred.name) = \(inferred.value)")
    }
    for (name, value) in [
      ("liveValue", liveValue), ("previewValue", previewValue), ("testValue", testValue),
    ]
    where name != inferred?.name {
      guard let value else { continue }
      members.append("\(member)static var \(name): Value { \(value) }")
    }
    return """
      \(raw: access.isEmpty ? "private" : access) nonisolated enum \(raw: keyName): \
      Dependencies.\(raw: conformance) {
      \(raw: members.joined(separator: "\n"))
      }
      """
  }

  // The name a public key takes from the property's type: `APIClient` for `any APIClient`,
  // `[APIClient]` or `APIClient?`.
  private static func keyName(of type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    if let existential = type.as(SomeOrAnyTypeSyntax.self) {
      return keyName(of: existential.constraint)
    }
    if let optional = type.as(OptionalTypeSyntax.self) { return keyName(of: optional.wrappedType) }
    if let array = type.as(ArrayTypeSyntax.self) { return keyName(of: array.element) }
    return nil
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
