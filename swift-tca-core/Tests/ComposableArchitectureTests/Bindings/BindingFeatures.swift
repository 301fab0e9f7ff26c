import ComposableArchitecture

// The features of the view-actions section of the 1.7 migration guide and of case bindings, as
// the tests drive them; the Bindings article's settings screen is `FeatureFixtures.Settings`.

/// A login screen whose view sends view actions, bindings included.
@Reducer
struct Login {
  @ObservableState
  struct State: Equatable {
    var username = ""
    var isLoggingIn = false
    var isLoggedIn = false
  }

  enum Action: ViewAction, Equatable {
    case loginResponse(Bool)
    case view(View)

    @CasePathable
    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case loginButtonTapped
    }
  }

  var body: some Reducer<State, Action> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.loginButtonTapped):
        state.isLoggingIn = true
        let succeeded = !state.username.isEmpty
        return .send(.loginResponse(succeeded))
      case let .loginResponse(succeeded):
        state.isLoggingIn = false
        state.isLoggedIn = succeeded
        return .none
      case .view(.binding):
        return .none
      }
    }
  }
}

/// A headless login screen: what a terminal front end holds.
@ViewAction(for: Login.self)
struct LoginScreen {
  let store: StoreOf<Login>

  @MainActor
  func submit(username: String) {
    store.username = username
    send(.loginButtonTapped)
  }
}

/// An inventory item whose status is an enum, edited through a case binding.
@Reducer
struct ItemForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var status = Status.inStock(quantity: 1)
    var address = Address()
    @ObservationStateIgnored var draftNote = ""
    var displayName = ""
  }

  @CasePathable
  enum Status: Equatable, Sendable {
    case inStock(quantity: Int)
    case outOfStock(isOnBackOrder: Bool)
  }

  struct Address: Equatable, Sendable {
    var street = ""
    var city = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
  }
}

/// A bindable action declared outside `@Reducer`: `BindingReducer` finds its binding case by
/// reflection.
struct HandWrittenState: Equatable {
  var text = ""
}

enum HandWrittenAction: BindableAction {
  case binding(BindingAction<HandWrittenState>)
  case other
}
