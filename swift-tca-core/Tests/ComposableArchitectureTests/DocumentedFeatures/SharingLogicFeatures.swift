import ComposableArchitecture

// From upstream's documentation: Performance › Sharing logic with actions: the discouraged version…
@Reducer
struct SharedComputationWithAction {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isEnabled = false
    var description = ""
    var sharedComputations = 0
  }
  enum Action {
    case buttonTapped
    case toggleChanged
    case textFieldChanged(String)
    case sharedComputation
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .buttonTapped:
        state.count += 1
        return .send(.sharedComputation)

      case .toggleChanged:
        state.isEnabled.toggle()
        return .send(.sharedComputation)

      case let .textFieldChanged(text):
        state.description = text
        return .send(.sharedComputation)

      case .sharedComputation:
        state.sharedComputations += 1
        return .run { send in
          // A shared effect to compute something
        }
      }
    }
  }
}

// …and the recommended one, sharing a method instead of an action.
@Reducer
struct SharedComputationWithMethod {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isEnabled = false
    var description = ""
    var sharedComputations = 0
  }
  enum Action {
    case buttonTapped
    case toggleChanged
    case textFieldChanged(String)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .buttonTapped:
        state.count += 1
        return self.sharedComputation(state: &state)

      case .toggleChanged:
        state.isEnabled.toggle()
        return self.sharedComputation(state: &state)

      case let .textFieldChanged(text):
        state.description = text
        return self.sharedComputation(state: &state)
      }
    }
  }

  func sharedComputation(state: inout State) -> Effect<Action> {
    state.sharedComputations += 1
    return .run { send in
      // A shared effect to compute something
    }
  }
}

// From upstream's documentation: Performance › Sharing logic in child features: the parent runs the child's reducer
// directly instead of sending it an action.
@Reducer
struct Child {
  @ObservableState
  struct State: Equatable {
    var refreshCount = 0
  }
  enum Action {
    case refresh
    case refreshed
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refresh:
        state.refreshCount += 1
        return .send(.refreshed)
      case .refreshed:
        return .none
      }
    }
  }
}

@Reducer
struct Parent {
  @ObservableState
  struct State: Equatable {
    var child = Child.State()
  }
  enum Action {
    case buttonTapped
    case child(Child.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Child() }
    Reduce { state, action in
      switch action {
      case .buttonTapped:
        return Child().reduce(into: &state.child, action: .refresh)
          .map(Action.child)
      case .child:
        return .none
      }
    }
  }
}
