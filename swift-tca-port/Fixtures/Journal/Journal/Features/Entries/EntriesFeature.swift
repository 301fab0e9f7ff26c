import ComposableArchitecture
import Foundation

@Reducer
struct EntriesFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var editor: EditorFeature.State?
    var entries: IdentifiedArrayOf<Entry> = []
  }

  enum Action {
    case addButtonTapped
    case editor(PresentationAction<EditorFeature.Action>)
    case entriesLoaded(Result<[Entry], any Error>)
    case entryTapped(id: Entry.ID)
    case onAppear
  }

  @Dependency(\.date.now) var now
  @Dependency(\.entryStore) var entryStore
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.editor = EditorFeature.State(entry: Entry(id: uuid(), date: now))
        return .none

      case .editor(.presented(.delegate(.save(let entry)))):
        if state.entries[id: entry.id] == nil {
          state.entries.insert(entry, at: 0)
        } else {
          state.entries[id: entry.id] = entry
        }
        return .run { [entries = state.entries] _ in
          try await entryStore.save(Array(entries))
        }

      case .editor:
        return .none

      case .entriesLoaded(.success(let entries)):
        state.entries = IdentifiedArray(uniqueElements: entries)
        return .none

      case .entriesLoaded(.failure):
        return .none

      case .entryTapped(let id):
        guard let entry = state.entries[id: id] else { return .none }
        state.editor = EditorFeature.State(entry: entry)
        return .none

      case .onAppear:
        return .run { send in
          await send(.entriesLoaded(Result { try await entryStore.load() }))
        }
      }
    }
    .ifLet(\.$editor, action: \.editor) {
      EditorFeature()
    }
  }
}
