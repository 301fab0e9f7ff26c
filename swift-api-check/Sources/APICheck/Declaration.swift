/// One public declaration a user's code can name: a type, a member, an initializer, a function, a
/// macro, an enum case, or a conformance a type declares.
public struct Declaration: Hashable, Sendable, CustomStringConvertible {
  /// What the declaration declares; it decides how a use of it is written.
  public enum Kind: String, Sendable {
    /// A struct, class, enum, actor, protocol, type alias or associated type.
    case type
    /// A stored or computed property.
    case property
    /// A method or a global function.
    case function
    /// An initializer.
    case initializer
    /// A subscript.
    case `subscript`
    /// An enum case.
    case enumCase = "case"
    /// A freestanding or attached macro.
    case macro
    /// A conformance: `name` is the protocol, `owner` the conforming type.
    case conformance
  }

  /// One parameter as a call writes it.
  public struct Parameter: Hashable, Sendable {
    /// The argument label a call writes, `_` for none.
    public var label: String
    /// Whether a call may leave the argument out.
    public var hasDefault: Bool
    /// What a call's argument must be, where the type says it and a call sees it: a closure's
    /// parameters (`(_,inout)`: how many, and which it may mutate) or a concrete standard type
    /// (`UInt64`, `Duration?`); nil for the rest (a generic or nominal type, compared by label).
    public var shape: String?

    /// A parameter a call labels `label`, which it may leave out when `hasDefault`, whose
    /// argument has `shape`.
    public init(label: String, hasDefault: Bool = false, shape: String? = nil) {
      self.label = label
      self.hasDefault = hasDefault
      self.shape = shape
    }
  }

  /// What is declared.
  public var kind: Kind
  /// The enclosing type's name, dotted when nested (`Effect.Send`); empty at the top level.
  public var owner: String
  /// The declared name; for a conformance, the protocol's.
  public var name: String
  /// Whether a use names it on the type (`static`, `class`) rather than on a value.
  public var isStatic: Bool
  /// The parameters of a function, initializer, subscript, macro or enum case; nil for the rest.
  public var parameters: [Parameter]?
  /// A type's generic parameter count.
  public var genericParameterCount: Int
  /// The module whose sources declare it.
  public var module: String

  /// A declaration of `kind` named `name` in `owner`, declared by `module`.
  public init(
    kind: Kind, owner: String, name: String, isStatic: Bool = false,
    parameters: [Parameter]? = nil, genericParameterCount: Int = 0, module: String = ""
  ) {
    self.kind = kind
    self.owner = owner
    self.name = name
    self.isStatic = isStatic
    self.parameters = parameters
    self.genericParameterCount = genericParameterCount
    self.module = module
  }

  /// The owner and name a use writes (`Effect.run`, `Store`), without the parameters.
  public var qualifiedName: String { owner.isEmpty ? name : "\(owner).\(name)" }

  /// The declaration as the report and the exclusions write it: its kind, `static` when it is,
  /// its qualified name, its argument labels (`label?` when a call may leave it out) and a type's
  /// generic parameter count (`Store<2>`), each parameter's shape in brackets
  /// (`timeout[UInt64]:`); a conformance is `conformance Type: Protocol`.
  public var description: String {
    if kind == .conformance { return "conformance \(owner): \(name)" }
    var text = "\(kind.rawValue) \(isStatic ? "static " : "")\(qualifiedName)"
    if genericParameterCount > 0 { text += "<\(genericParameterCount)>" }
    if let parameters {
      text +=
        "("
        + parameters.map {
          "\($0.label)\($0.hasDefault ? "?" : "")\($0.shape.map { "[\($0)]" } ?? ""):"
        }.joined() + ")"
    }
    return text
  }
}
