import ComposableArchitecture

/// The counter as a command-line program: reads commands, sends actions, and prints the state
/// each time it changes, through `observe`.
///
/// ```swift
/// let console = CounterConsole(store: Store(initialState: CounterFeature.State()) {
///   CounterFeature()
/// })
/// await console.run(lines: ["+", "fact", "quit"]) { print($0) }
/// ```
@MainActor
public struct CounterConsole {
  /// The commands the console understands, as typed.
  public enum Command: Equatable, Sendable {
    case increment
    case decrement
    case fact
    case quit

    /// The command typed on `line`, or `nil` if there is none.
    ///
    /// ```swift
    /// Command(line: " + ")  // .increment
    /// ```
    public init?(line: String) {
      switch line.trimmingCharacters(in: .whitespaces).lowercased() {
      case "+": self = .increment
      case "-": self = .decrement
      case "fact", "f": self = .fact
      case "quit", "q", "exit": self = .quit
      default: return nil
      }
    }
  }

  /// What the console prints first.
  public static let help = "Commands: + (increment), - (decrement), fact, quit."

  let store: StoreOf<CounterFeature>

  /// A console driving `store`.
  public init(store: StoreOf<CounterFeature>) {
    self.store = store
  }

  /// Runs the commands in `lines` until `quit` or the end of input, writing output to `write`.
  public func run(
    lines: some Sequence<String>,
    write: @escaping @MainActor (String) -> Void
  ) async {
    write(Self.help)
    let store = store
    let token = observe {
      var line = "count: \(store.count)"
      if store.isLoading { line += "  (fetching a fact…)" }
      if let fact = store.numberFact { line += "  fact: \(fact)" }
      write(line)
    }
    defer { token.cancel() }
    for line in lines {
      guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
      switch Command(line: line) {
      case .increment?: store.send(.incrementButtonTapped)
      case .decrement?: store.send(.decrementButtonTapped)
      case .fact?: await store.send(.numberFactButtonTapped).finish()
      case .quit?: return
      case nil: write("Unknown command '\(line)'. \(Self.help)")
      }
    }
  }
}
