import ComposableArchitecture
import Speech
import SpeechClient

/// Settings: whether dictation is allowed.
@Reducer
public struct Settings {
  @ObservableState
  public struct State: Equatable {
    public var dictation: SFSpeechRecognizerAuthorizationStatus = .notDetermined
    public init() {}
  }

  public enum Action {
    case dictationTapped
    case dictationAnswered(SFSpeechRecognizerAuthorizationStatus)
  }

  @Dependency(\.speech) var speech

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .dictationTapped:
        return .run { send in
          await send(.dictationAnswered(await speech.requestAuthorization()))
        }
      case let .dictationAnswered(status):
        state.dictation = status
        return .none
      }
    }
  }
}

#if canImport(SwiftUI)
  import SwiftUI

  public struct SettingsView: View {
    let store: StoreOf<Settings>

    public init(store: StoreOf<Settings>) {
      self.store = store
    }

    public var body: some View {
      Form {
        ProfileImage()
        Button("Allow dictation") { store.send(.dictationTapped) }
      }
    }
  }
#endif
