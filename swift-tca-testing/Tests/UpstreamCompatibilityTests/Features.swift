// Feature code as upstream's documentation writes it. Only the package dependencies differ.
import ComposableArchitecture
import Foundation

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: UUID
    var count = 0
    var isExpanded = false
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case delayedIncrementButtonTapped
    case incrementButtonTapped
    case toggleExpandedButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .delayedIncrementButtonTapped:
        return .run { send in
          await send(.incrementButtonTapped, animation: .default)
          await send(.incrementButtonTapped, transaction: Transaction(animation: .spring()))
        }
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .toggleExpandedButtonTapped:
        state.isExpanded.toggle()
        return .none.transaction(Transaction(animation: .easeInOut))
      }
    }
  }
}

@Reducer
struct Todos {
  @ObservableState
  struct State: Equatable {
    var counters: IdentifiedArrayOf<Counter.State> = []
    var summary = Counter.State(id: UUID(0))
    var query = ""
    var searchCount = 0
    @Presents var detail: Counter.State?
  }

  enum Action: Equatable {
    case addButtonTapped
    case counters(IdentifiedActionOf<Counter>)
    case detail(PresentationAction<Counter.Action>)
    case queryChanged(String)
    case showDetailButtonTapped
    case summary(Counter.Action)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Scope(\.summary, action: \.summary) {
      Counter()
    }
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.counters.append(Counter.State(id: uuid()))
        return .none
      case .counters, .detail, .summary:
        return .none
      case let .queryChanged(query):
        state.query = query
        return .none
      case .showDetailButtonTapped:
        state.detail = Counter.State(id: uuid())
        return .send(.summary(.toggleExpandedButtonTapped)).animation()
      }
    }
    .forEach(\.counters, action: \.counters, element: { Counter() })
    .ifLet(\.$detail, action: \.detail) {
      Counter()
    }
    .onChange(
      of: \.query,
      removeDuplicates: { $0.lowercased() == $1.lowercased() }
    ) { _, _ in
      Reduce { state, _ in
        state.searchCount += 1
        return .none
      }
    }
  }
}

/// A reducer whose state is not a nested `State` type: `@Reducer` reads it from `body`.
@Reducer
struct Tally {
  enum Action { case tap, reset }

  var body: some Reducer<Int, Action> {
    Reduce { state, action in
      switch action {
      case .tap: state += 1
      case .reset: state = 0
      }
      return .none
    }
  }
}

@Reducer
struct NumberFact {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
  }

  enum Action: Equatable {
    case factButtonTapped
    case factResponse(String)
  }

  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .factButtonTapped:
        return .run { [count = state.count] send in
          await send(.factResponse(try await numberFact.fetch(count)))
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      }
    }
  }
}

struct NumberFactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient { "\($0) is a good number." }
  static let testValue = NumberFactClient { _ in
    reportIssue("NumberFactClient.fetch is unimplemented")
    return ""
  }
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

@CasePathable
enum Foo: Equatable {
  case bar(Bar)
  case baz(String)
}

@CasePathable
enum Bar: Equatable {
  case int(Int)
  case string(String)
}

@CasePathable
enum Fizz {
  case buzz(Buzz?)
}

@CasePathable
enum Buzz: Equatable {
  case fizzBuzz(Int)
}

@CasePathable
enum Platform: Equatable {
  case everywhere(Int)
  #if os(Linux)
    case linux(String)
  #else
    case elsewhere(String)
  #endif
}

/// A payload that is not `Equatable`.
struct Token {
  var value: Int
}

@CasePathable
enum Tokens {
  case issued(Token)
  case revoked
}

@DependencyClient
struct SearchClient: Sendable {
  var search: @Sendable (_ query: String) async throws -> [String]
}

extension SearchClient: TestDependencyKey {
  static let testValue = SearchClient()
}

extension DependencyValues {
  var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}
