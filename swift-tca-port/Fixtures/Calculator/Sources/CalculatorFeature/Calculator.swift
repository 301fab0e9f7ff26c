import ComposableArchitecture
import SwiftUI

@Reducer
public struct Calculator {
  @ObservableState
  public struct State: Equatable {
    public var input = ""
    public var result: Int?
    public var error: String?
    public var history: [Int] = []
    public init() {}
  }

  public enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case evaluateButtonTapped
    case historySaved
  }

  @Dependency(\.history) var history

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        state.error = nil
        return .none

      case .evaluateButtonTapped:
        do {
          let value = try Expression.parse(state.input).value
          state.result = value
          state.history.append(value)
          return .run { [history = state.history] send in
            try await self.history.save(history)
            await send(.historySaved)
          }
        } catch {
          state.result = nil
          state.error = "Cannot read “\(state.input)”"
          return .none
        }

      case .historySaved:
        return .none
      }
    }
  }
}

public struct CalculatorView: View {
  @Bindable var store: StoreOf<Calculator>

  public init(store: StoreOf<Calculator>) {
    self.store = store
  }

  public var body: some View {
    Form {
      TextField("1+2", text: $store.input)
      Button("Evaluate") { store.send(.evaluateButtonTapped) }
      if let result = store.result {
        Text("\(result)")
      }
      if let error = store.error {
        Text(error).foregroundStyle(.red)
      }
    }
  }
}
