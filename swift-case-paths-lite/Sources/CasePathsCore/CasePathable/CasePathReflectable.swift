/// A collection of case paths that can name the case a value is in.
///
/// `@CasePathable` enums get an `AllCasePaths` conforming to it, which gives every value a
/// ``CasePathable/case`` property:
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case increment
///   case response(Int)
/// }
///
/// Action.allCasePaths[.response(42)]  // \.response
/// Action.response(42).case            // \.response
/// ```
public protocol CasePathReflectable<Root> {
  /// The enum whose cases this collection names.
  associatedtype Root: CasePathable

  /// The case key path to the case `root` is in.
  subscript(root: Root) -> PartialCaseKeyPath<Root> { get }
}

extension CasePathable where AllCasePaths: CasePathReflectable<Self> {
  /// The case key path to the case this value is in.
  ///
  /// ```swift
  /// switch action.case {
  /// case \Action.Cases.increment: …
  /// default: …
  /// }
  /// ```
  public var `case`: PartialCaseKeyPath<Self> {
    Self.allCasePaths[self]
  }
}

/// The case paths of an enum without cases, which `@CasePathable` marks so: no value of such an
/// enum exists to ask for its case.
public protocol _EmptyCasePaths {}

extension CasePathReflectable where Self: _EmptyCasePaths {
  /// Never called: an enum without cases has no values.
  public subscript(root: Root) -> PartialCaseKeyPath<Root> {
    \Case<Root, Root>.self
  }
}
