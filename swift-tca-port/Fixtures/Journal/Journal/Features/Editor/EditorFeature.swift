import ComposableArchitecture
import Foundation

@Reducer
struct EditorFeature {
  @ObservableState
  struct State: Equatable {
    var entry: Entry
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case delegate(Delegate)
    case saveButtonTapped

    @CasePathable
    enum Delegate: Equatable {
      case save(Entry)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none

      case .saveButtonTapped:
        return .run { [entry = state.entry] send in
          await send(.delegate(.save(entry)))
          await dismiss()
        }
      }
    }
  }
}
