import ComposableArchitecture

/// A form whose field is written by a hand-written setter action: the reference for bindings.
@Reducer
struct SetterForm {
  @ObservableState
  struct State {
    var count = 0
    var name = ""
  }
  enum Action {
    case countChanged(Int)
    case submit
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .countChanged(count):
        state.count = count
        return .none
      case .submit:
        return .none
      }
    }
  }
}

/// The same form written through binding actions.
@Reducer
struct BindingForm {
  @ObservableState
  struct State {
    var count = 0
    var name = ""
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case submit
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { _, _ in .none }
  }
}
