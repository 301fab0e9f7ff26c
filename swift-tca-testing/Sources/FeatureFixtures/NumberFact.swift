import ComposableArchitecture

// The counter with a number fact from upstream's getting-started tutorial, with the fact fetched
// through a dependency, as the tutorial ends up; and two actions the test store's tests add.

/// Fetches a fact about a number.
public struct NumberFactClient: Sendable {
  /// The fact about a number.
  public var fetch: @Sendable (Int) async throws -> String

  /// A client fetching with `fetch`.
  public init(fetch: @escaping @Sendable (Int) async throws -> String) {
    self.fetch = fetch
  }
}

extension NumberFactClient: DependencyKey {
  /// A fact made up on the spot: "3 is a number."
  public static let liveValue = Self { "\($0) is a number." }
  /// A fact tests can expect: "3 is a test fact."
  public static let testValue = Self { "\($0) is a test fact." }
}

extension DependencyValues {
  /// The number-fact client.
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

/// The tutorial's counter: increments, decrements, and fetches a fact about its count.
@Reducer
public struct Feature {
  /// The count and the last fact fetched.
  @ObservableState
  public struct State: Equatable {
    /// The count.
    public var count: Int
    /// The last fact fetched about the count.
    public var numberFact: String?

    /// A counter at `count`.
    public init(count: Int = 0, numberFact: String? = nil) {
      self.count = count
      self.numberFact = numberFact
    }
  }

  /// What the counter's view sends, and the fact's response.
  public enum Action {
    /// Counts one down.
    case decrementButtonTapped
    /// Counts one up.
    case incrementButtonTapped
    /// Fetches a fact about the count.
    case numberFactButtonTapped
    /// The fact fetched.
    case numberFactResponse(String)
    /// Counts up twice, through two `.send` effects merged.
    case twice
    /// Starts an effect that never ends.
    case never
  }

  @Dependency(\.numberFact) var numberFact

  /// The counter.
  public init() {}

  /// The counter's logic.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .numberFactButtonTapped:
        return .run { [count = state.count, numberFact] send in
          let fact = try await numberFact.fetch(count)
          await send(.numberFactResponse(fact))
        }

      case let .numberFactResponse(fact):
        state.numberFact = fact
        return .none

      case .twice:
        return .merge(.send(.incrementButtonTapped), .send(.incrementButtonTapped))

      case .never:
        return .run { _ in try await Task.never() }
      }
    }
  }
}
