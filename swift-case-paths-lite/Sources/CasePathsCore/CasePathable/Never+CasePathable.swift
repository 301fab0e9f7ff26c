extension Never: CasePathable, CasePathIterable {
  /// The case paths of `Never`: there are none, so a generic feature whose action is `Never`
  /// is still case-pathable.
  public struct AllCasePaths: CasePathReflectable, Sendable, Sequence {
    /// A `Never` value cannot exist, so this is never called.
    public subscript(root: Never) -> PartialCaseKeyPath<Never> {}

    /// No case paths.
    public func makeIterator() -> EmptyCollection<PartialCaseKeyPath<Never>>.Iterator {
      EmptyCollection().makeIterator()
    }
  }

  /// The case paths of `Never`: none.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
