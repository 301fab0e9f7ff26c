import ComposableArchitecture

// The features of the Bindings article (ad hoc bindings; binding actions and reducers) and of
// the view-actions section of the 1.7 migration guide, as the tests drive them.

enum Digest: Equatable, Sendable {
  case daily, weekly
}

/// The article's settings screen: `BindingReducer()` first, then `.onChange` and a `Reduce`
/// that matches `case .binding(\.field)`, seeing the new value.
@Reducer
struct Settings {
  @ObservableState
  struct State: Equatable {
    var digest = Digest.daily
    var displayName = ""
    var enableNotifications = false
    var isLoading = false
    var protectMyPosts = false
    var sendEmailNotifications = false
    var sendMobileNotifications = false
    var isHapticsEnabled = true
    var displayNameError: String?
    var displayNameChanges: [String] = []
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case isHapticsEnabledChanged(Bool)
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
      .onChange(of: \.displayName) { oldValue, newValue in
        Reduce { state, _ in
          state.displayNameChanges.append("\(oldValue)->\(newValue)")
          return .none
        }
      }

    Reduce { state, action in
      switch action {
      case .binding(\.displayName):
        state.displayNameError = state.displayName.count > 8 ? "Too long" : nil
        return .none

      case .binding(\.enableNotifications):
        state.isLoading = state.enableNotifications
        return .none

      case .binding:
        return .none

      case let .isHapticsEnabledChanged(isEnabled):
        state.isHapticsEnabled = isEnabled
        return .none
      }
    }
  }
}

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
