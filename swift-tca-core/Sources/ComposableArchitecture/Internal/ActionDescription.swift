import LiteSupport

/// An action as upstream's runtime warnings and test failures print it: its type (unless
/// `abbreviated`), then its case path with the cases' payloads that are themselves enum cases, as
/// in `Feature.Action.child(.increment)` (abbreviated: `.child(.increment)`).
@_spi(Internals) public func debugCaseOutput(_ action: Any, abbreviated: Bool = false) -> String {
  if let custom = action as? any CustomDebugStringConvertible { return custom.debugDescription }
  return (abbreviated ? "" : typeName(type(of: action))) + casePath(of: action)
}

private func casePath(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let payload = mirror.children.first else {
      let name = "\(value)"
      return name == typeName(type(of: value)) ? "" : ".\(name)"
    }
    let inner = casePath(of: payload.value)
    return ".\(payload.label ?? "")\(inner.isEmpty ? "" : "(\(inner))")"
  case .tuple:
    return mirror.children.map { label, value in
      let inner = casePath(of: value)
      // Unlabelled tuple elements are named `.0`, `.1`.
      let isUnlabelled = label.map { $0.allSatisfy { $0 == "." || $0.isNumber } } ?? true
      return "\(isUnlabelled ? "_:" : "\(label!):")\(inner.isEmpty ? "" : " \(inner)")"
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}
