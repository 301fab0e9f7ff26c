/// Whether a child that an operator ran in place changed for the observers of the parent's
/// property holding it: the rules of `_$isIdentityEqual` for the property's type, chosen once
/// per operator from the child's type, and applied only when someone may observe the parent. A
/// class, so that the child operators holding one stay small to copy.
@usableFromInline
final class ChildChangeCheck<Child> {
  @usableFromInline
  enum Rule {
    /// The property's identity cannot change (an element of a collection identified by ids).
    case never
    /// Observable state: changed when replaced by a value of another identity.
    case identity((Child) -> ObservableStateID)
    /// Other equatable state: changed when unequal.
    case equality((Child, Child) -> Bool)
    /// Anything else: always changed.
    case always
  }

  @usableFromInline let rule: Rule

  private init(rule: Rule) {
    self.rule = rule
  }

  /// For a child held in a property of its own (`Scope`).
  @usableFromInline
  static var child: ChildChangeCheck {
    if let observable = Child.self as? any ObservableState.Type {
      return ChildChangeCheck(rule: .identity(identityReader(observable)))
    }
    return elementOfPlainCollection
  }

  /// For an element of an `IdentifiedArray` or a `StackState` run in place by its id. A
  /// collection of observable state is identified by its ids, which running an element keeps;
  /// any other collection changed when the element did.
  @usableFromInline
  static var element: ChildChangeCheck {
    Child.self is any ObservableState.Type
      ? ChildChangeCheck(rule: .never) : elementOfPlainCollection
  }

  private static var elementOfPlainCollection: ChildChangeCheck {
    if let equatable = Child.self as? any Equatable.Type {
      return ChildChangeCheck(rule: .equality(equality(equatable)))
    }
    return ChildChangeCheck(rule: .always)
  }

  /// Runs `body` on `child`, returning its result and whether the child changed.
  @inlinable
  func run<Result>(
    _ child: inout Child, _ body: (inout Child) -> Result
  ) -> (Result, changed: Bool) {
    switch rule {
    case .never:
      return (body(&child), false)
    case .always:
      return (body(&child), true)
    case let .identity(identity):
      let before = identity(child)
      let result = body(&child)
      return (result, identity(child) != before)
    case let .equality(isEqual):
      let before = child
      let result = body(&child)
      return (result, !isEqual(before, child))
    }
  }

  private static func identityReader<Observed: ObservableState>(
    _: Observed.Type
  ) -> (Child) -> ObservableStateID {
    // `Observed` is `Child`, opened from the existential metatype.
    { unsafeBitCast($0, to: Observed.self)._$id }
  }

  private static func equality<Value: Equatable>(
    _: Value.Type
  ) -> (Child, Child) -> Bool {
    // `Value` is `Child`, opened from the existential metatype.
    { unsafeBitCast($0, to: Value.self) == unsafeBitCast($1, to: Value.self) }
  }
}
