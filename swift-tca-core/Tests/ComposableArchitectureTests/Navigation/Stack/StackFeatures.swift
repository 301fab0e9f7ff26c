import ComposableArchitecture

/// A stack of item forms and details, logging what its parent sees.
@Reducer
struct StackRoot {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var log: [String] = []
  }
  enum Action {
    case path(StackActionOf<Path>)
    case popAll
  }
  @Reducer(state: .equatable)
  enum Path {
    case form(ItemFormFeature)
    case detail(DetailFeature)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .path(.element(id: id, action: .form(.saveButtonTapped))):
        guard let form = state.path[id: id]?.form else { return .none }
        state.log.append("saved \(form.item.name)")
        state.path.pop(from: id)
        return .none
      case let .path(.element(id: _, action: .form(action))):
        state.log.append("parent saw \(action)")
        return .none
      case let .path(.popFrom(id: id)):
        state.log.append("popping \(state.path[id: id]?.form?.item.name ?? "?")")
        return .none
      case .path:
        return .none
      case .popAll:
        state.path.removeAll()
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}
