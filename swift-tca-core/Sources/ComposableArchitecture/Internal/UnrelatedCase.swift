import IssueReporting

/// Reports a write through `[case:]` to a case that is not the current one: `current` is the
/// value in its actual case, or `nil` when nothing is there.
func reportUnrelatedCase(_ current: Any?) {
  let name = current.flatMap(enumCaseName).map { " \($0.debugDescription)" } ?? ""
  reportIssue("Can't modify unrelated case\(name)")
}

/// The name of the case `value` is in, when it is an enum.
func enumCaseName(_ value: Any) -> String? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return nil }
  // A case with a payload is the mirror's one child; one without prints as its name.
  return mirror.children.first?.label ?? String(describing: value)
}
