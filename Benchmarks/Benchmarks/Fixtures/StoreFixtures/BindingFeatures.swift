import ComposableArchitecture

/// A form whose field is written by a hand-written setter action: the reference for bindings.
@Reducer
public struct SetterForm {
  public init() {}
  @ObservableState
  public struct State {
    public var count = 0
    public var name = ""
    public init(count: Int = 0, name: String = "") {
      self.count = count
      self.name = name
    }
  }
  public enum Action {
    case countChanged(Int)
    case submit
  }
  public var body: some ReducerOf<Self> {
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
public struct BindingForm {
  public init() {}
  @ObservableState
  public struct State {
    public var count = 0
    public var name = ""
    public init(count: Int = 0, name: String = "") {
      self.count = count
      self.name = name
    }
  }
  public enum Action: BindableAction {
    case binding(BindingAction<State>)
    case submit
  }
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { _, _ in .none }
  }
}
