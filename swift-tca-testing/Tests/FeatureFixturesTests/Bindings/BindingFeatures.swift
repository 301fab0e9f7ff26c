import ComposableArchitecture
import FeatureFixtures

// A front end of the 1.7 migration guide's login feature (`FeatureFixtures.Login`), and the
// features of case bindings, as the tests drive them; the Bindings article's settings screen is
// `FeatureFixtures.Settings`.

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
