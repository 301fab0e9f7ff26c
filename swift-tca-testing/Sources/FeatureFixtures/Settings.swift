import ComposableArchitecture

/// How often the settings screen's digest email is sent.
public enum Digest: Equatable, Sendable {
  /// Every day.
  case daily
  /// Every week.
  case weekly
}

/// The Bindings article's settings screen, its comments filled in: `BindingReducer()` first,
/// then `.onChange` and a `Reduce` that matches `case .binding(\.field)`, seeing the new value;
/// and the article's ad hoc haptics toggle, with its own action.
@Reducer
public struct Settings {
  /// The screen's fields, and what its logic derives from them.
  @ObservableState
  public struct State: Equatable {
    /// How often the digest is sent.
    public var digest = Digest.daily
    /// The name shown to others.
    public var displayName = ""
    /// Whether notifications are on.
    public var enableNotifications = false
    /// Whether notification permission is being asked for: on when notifications turn on.
    public var isLoading = false
    /// Whether posts are shown to followers only.
    public var protectMyPosts = false
    /// Whether notifications are emailed.
    public var sendEmailNotifications = false
    /// Whether notifications go to the phone.
    public var sendMobileNotifications = false
    /// Whether haptics are on, changed through an action of its own.
    public var isHapticsEnabled = true
    /// "Too long" when the display name is longer than 8 characters.
    public var displayNameError: String?
    /// Every change of the display name, as `old->new`.
    public var displayNameChanges: [String] = []

    /// The screen with its defaults.
    public init() {}
  }

  /// The bindings, and the haptics toggle's action.
  public enum Action: BindableAction, Equatable {
    /// A field changed through a binding.
    case binding(BindingAction<State>)
    /// The haptics toggle changed.
    case isHapticsEnabledChanged(Bool)
  }

  /// The screen.
  public init() {}

  /// The screen's logic.
  public var body: some Reducer<State, Action> {
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
