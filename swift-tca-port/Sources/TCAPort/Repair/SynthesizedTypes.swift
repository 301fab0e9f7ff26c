import SwiftSyntax

/// Types the kept code of a unit names that nothing on Linux declares (a framework's whose
/// import the port dropped, or a removed view's), written as opaque stand-ins holding nothing:
/// a structure, or a protocol where the code conforms to it, or a class where a class inherits
/// from it, or a type alias of a literal's type where an enumeration takes it as its raw type
/// (`enum SoundEffect: SystemSoundID { case rightAnswer = 1057 }`); public, as the module's
/// public declarations may name them. A member the code uses is not there: the body using it is
/// stubbed. Structures and classes are `PortStandIn`s
/// (PortShims), which a stubbed initializer can make for a stored property.
enum SynthesizedTypes {
  /// The generated file, in the unit's folder.
  static let fileName = "PortUnavailableTypes.swift"

  /// What a synthesized type is.
  enum Kind: Equatable, Sendable {
    case structure(conformances: [String])
    case protocolType
    case classType
    /// Another name for `target`: an enumeration's raw type must be expressible by its
    /// literals.
    case alias(target: String)
  }

  /// The kind `name` needs for the way `trees` use it.
  static func kind(of name: String, in trees: [SourceFileSyntax]) -> Kind {
    final class Finder: SyntaxVisitor {
      let name: String
      var kind: Kind?
      var declaredConformances: Set<String> = []
      init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
        guard node.type.trimmedDescription == name else { return .visitChildren }
        let isFirst = node.parent?.as(InheritedTypeListSyntax.self)?.first?.id == node.id
        let owner = node.parent?.parent?.parent
        if owner?.is(ClassDeclSyntax.self) == true, isFirst {
          if kind == nil { kind = .classType }
        } else if let enumeration = owner?.as(EnumDeclSyntax.self), isFirst,
          SynthesizedTypes.writesRawValues(enumeration)
        {
          kind = .alias(target: SynthesizedTypes.literalType(ofRawValuesIn: enumeration))
        } else {
          kind = .protocolType
        }
        return .visitChildren
      }
      override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        if node.inheritedType?.trimmedDescription == name { kind = .protocolType }
        return .visitChildren
      }
      override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.constraint.trimmedDescription == name { kind = .protocolType }
        return .visitChildren
      }
      override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.extendedType.trimmedDescription == name {
          for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
            declaredConformances.insert(inherited.type.trimmedDescription)
          }
        }
        return .visitChildren
      }
    }
    let finder = Finder(name: name)
    for tree in trees { finder.walk(tree) }
    return finder.kind
      ?? .structure(
        conformances: ["Hashable", "Codable", "Sendable"].filter {
          !finder.declaredConformances.contains($0)
            && !(finder.declaredConformances.contains("Hashable") && $0 == "Equatable")
        })
  }

  /// Whether an enumeration gives a case a raw value: a type it names first is then its raw
  /// type; else a protocol (`enum LocalSchemaV3: VersionedSchema`, a namespace without cases).
  static func writesRawValues(_ enumeration: EnumDeclSyntax) -> Bool {
    !rawValues(of: enumeration).isEmpty
  }

  /// The type of an enumeration's raw values' literals: `Int`, `Double` or `String` (`Int`
  /// when it writes none).
  static func literalType(ofRawValuesIn enumeration: EnumDeclSyntax) -> String {
    let values = rawValues(of: enumeration)
    if values.contains(where: { $0.is(StringLiteralExprSyntax.self) }) { return "String" }
    if values.contains(where: { $0.is(FloatLiteralExprSyntax.self) }) { return "Double" }
    return "Int"
  }

  /// The raw values an enumeration's cases write.
  private static func rawValues(of enumeration: EnumDeclSyntax) -> [ExprSyntax] {
    enumeration.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements).compactMap { $0.rawValue?.value }
  }

  /// A member the code outside any body uses of a synthesized type, as `Type::declaration`:
  /// a static member gives a value of the type (`Glass.regular`), an instance member the value
  /// itself (`Glass.regular.interactive(true)`), taking any arguments when called.
  /// The name is written in backticks, as it may be a keyword (`WCSession.default`).
  static func member(_ name: String, of type: String, isStatic: Bool, isCalled: Bool) -> String {
    let declaration =
      switch (isStatic, isCalled) {
      case (true, false): "public static var `\(name)`: Self { Self() }"
      case (true, true): "public static func `\(name)`(_ arguments: Any...) -> Self { Self() }"
      case (false, false): "public var `\(name)`: Self { self }"
      case (false, true): "public func `\(name)`(_ arguments: Any...) -> Self { self }"
      }
    return "\(type)::\(declaration)"
  }

  /// The file declaring `types` (name and kind, in order); a dotted name (`Generator.Kind`,
  /// which the code names as a member type of a synthesized one) is a structure nested in its
  /// parent, and `Type::declaration` (``member(_:of:isStatic:isCalled:)``) a member of it.
  static func file(_ types: [(name: String, kind: Kind)]) -> String {
    var lines = [
      "// Generated by tca-port: types the kept code names that Linux does not have, holding",
      "// nothing. What the code uses of them lost its body (see PORT-REPORT.md).",
      "import PortShims",
      "",
    ]
    let nested = types.filter { $0.name.contains(".") || $0.name.contains("::") }.map(\.name)
    for (name, kind) in types where !name.contains(".") && !name.contains("::") {
      let members =
        nested.filter { $0.hasPrefix(name + ".") }.map { $0.dropFirst(name.count + 1) }
        .filter { !$0.contains(".") }
        .map {
          "  public struct \($0): Hashable, Codable, Sendable, PortStandIn {\n    public init() {}\n  }"
        }
        + nested.filter { $0.hasPrefix(name + "::") }.map { "  " + $0.dropFirst(name.count + 2) }
      switch kind {
      case .structure(let conformances):
        let clause = ": " + (conformances + ["PortStandIn"]).joined(separator: ", ")
        lines.append(
          (["public struct \(name)\(clause) {", "  public init() {}"] + members + ["}"])
            .joined(separator: "\n"))
      case .protocolType:
        lines.append("public protocol \(name) {}")
      case .alias(let target):
        lines.append("public typealias \(name) = \(target)")
      case .classType:
        lines.append(
          (["open class \(name): PortStandIn {", "  public required init() {}"] + members + ["}"])
            .joined(separator: "\n")
        )
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
