/// A type whose cases can be named with case key paths, like `\Action.increment`.
///
/// Enums conform by applying the `@CasePathable` macro (from the `CasePaths` module), which
/// derives one ``AnyCasePath`` per case in a nested `AllCasePaths` type:
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case increment
///   case response(Int)
/// }
///
/// let action = Action.response(42)
/// action[case: \.response]  // 42
/// action.is(\.increment)    // false
/// ```
///
/// A library type may instead write its own `AllCasePaths`, whose members (properties,
/// subscripts, dynamic members) each return an ``AnyCasePath`` rooted at the conforming type.
/// Every such member becomes a component of case key paths.
public protocol CasePathable {
  /// The collection of case paths for this type's cases, one member per case.
  associatedtype AllCasePaths

  /// The case paths of this type, used as the starting point of every case key path.
  ///
  /// ```swift
  /// let paths = Action.allCasePaths
  /// paths.response.embed(1)  // Action.response(1)
  /// ```
  static var allCasePaths: AllCasePaths { get }
}

extension CasePathable {
  /// The root of this type's case key paths, for spelling one with an explicit type:
  /// `\Action.Cases.response` is a `CaseKeyPath<Action, Int>`.
  ///
  /// ```swift
  /// let path = \Action.Cases.response
  /// path(1)  // Action.response(1)
  /// ```
  public typealias Cases = Case<Self, Self>
}
