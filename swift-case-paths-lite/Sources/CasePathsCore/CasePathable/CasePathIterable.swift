/// A case-pathable type whose case paths can be iterated, in declaration order.
///
/// `@CasePathable` enums conform automatically:
///
/// ```swift
/// for path in Action.allCasePaths {
///   print(path)  // \Action.Cases.increment, then \Action.Cases.response
/// }
/// ```
public protocol CasePathIterable: CasePathable
where AllCasePaths: Sequence, AllCasePaths.Element == PartialCaseKeyPath<Self> {}
