import ComposableArchitecture

/// The counter with number facts from upstream's getting-started tutorial: increment, decrement, and fetch a fact about the count.
///
/// ```swift
/// let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
/// store.send(.incrementButtonTapped)
/// await store.send(.numberFactButtonTapped).finish()
/// store.numberFact  // "1 is its own square: 1 × 1 = 1."
/// ```
@Reducer
public struct CounterFeature {
  /// The count, and the fact fetched about it, if any.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The current count.
    public var count = 0
    /// A fact about the count; cleared when the count changes.
    public var numberFact: String?
    /// Whether a fact is being fetched.
    public var isLoading = false

    /// A counter at `count`.
    public init(count: Int = 0, numberFact: String? = nil, isLoading: Bool = false) {
      self.count = count
      self.numberFact = numberFact
      self.isLoading = isLoading
    }
  }

  /// What the user does, and what comes back from the fact client.
  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(String)
  }

  @Dependency(\.numberFact) var numberFact

  /// A counter feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.numberFact = nil
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.numberFact = nil
        return .none

      case .numberFactButtonTapped:
        state.numberFact = nil
        state.isLoading = true
        return .run { [count = state.count, numberFact] send in
          let fact = try await numberFact.fetch(count)
          await send(.numberFactResponse(fact))
        } catch: { error, send in
          await send(.numberFactResponse("Couldn't load a fact: \(error)"))
        }

      case let .numberFactResponse(fact):
        state.numberFact = fact
        state.isLoading = false
        return .none
      }
    }
  }
}
