import ComposableArchitecture
import CounterFeature

/// `swift run --package-path Examples Counter`: the counter with number facts, on stdin/stdout.
@main
struct CounterApp {
  @MainActor
  static func main() async {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    let lines = AnySequence { AnyIterator { readLine() } }
    await CounterConsole(store: store).run(lines: lines) { print($0) }
  }
}
