import LiteSupport

/// How upstream's store log names a store's type: `StoreOf<Feature>` when its state and action
/// are one feature's, `IdentifiedStoreOf<Row>`, `PresentationStoreOf<Child>` and
/// `StackStoreOf<Path>` for the stores of those collections, and `Store<State, Action>` else.
func storeTypeName<State, Action>(of store: Store<State, Action>) -> String {
  let state = typeName(State.self, genericsAbbreviated: false)
  let action = typeName(Action.self, genericsAbbreviated: false)
  if let feature = state.without(suffix: ".State"), action.without(suffix: ".Action") == feature {
    return "StoreOf<\(feature)>"
  }
  if let feature = state.without(suffix: ".State?"), action.without(suffix: ".Action") == feature {
    return "StoreOf<\(feature)?>"
  }
  if let elements = state.without(prefix: "IdentifiedArray<", suffix: ".State>"),
    let actions = action.without(prefix: "IdentifiedAction<", suffix: ".Action>"),
    elements == actions, let comma = elements.firstIndex(of: ",")
  {
    return "IdentifiedStoreOf<\(elements[comma...].dropFirst(2))>"
  }
  if let feature = state.without(prefix: "PresentationState<", suffix: ".State>"),
    action.without(prefix: "PresentationAction<", suffix: ".Action>") == feature
  {
    return "PresentationStoreOf<\(feature)>"
  }
  if let feature = state.without(prefix: "StackState<", suffix: ".State>"),
    action.hasPrefix("StackAction<\(feature).State, ")
  {
    return "StackStoreOf<\(feature)>"
  }
  return "Store<\(state), \(action)>"
}

extension String {
  /// This string without `prefix` and `suffix`, if it has both.
  fileprivate func without(prefix: String = "", suffix: String) -> Substring? {
    guard hasPrefix(prefix), hasSuffix(suffix), count >= prefix.count + suffix.count else {
      return nil
    }
    return dropFirst(prefix.count).dropLast(suffix.count)
  }
}
