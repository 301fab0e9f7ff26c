@_spi(Internals) @_spi(Logging) import ComposableArchitectureTesting
import XCTest

/// Upstream's test base class checks after each test that no cancellable effect outlived it, by
/// `_cancellationCancellables`, and turns off and clears `Logger.shared`. The check must fail
/// when an effect outlives its test. XCTest runs these one at a time, with no other test's store
/// alive.
final class EffectsOutlivingTestsCheckTests: XCTestCase {
  private var recordedFailures: [String] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    recordedFailures.append(description)
  }

  override func tearDown() async throws {
    try await super.tearDown()
    let description = "\(self)"
    _cancellationCancellables.withValue {
      XCTAssertEqual($0.count, 0, description)
      $0.removeAll()
    }
    await MainActor.run {
      Logger.shared.isEnabled = false
      Logger.shared.clear()
    }
  }

  func testTheCheckFailsWhileACancellableEffectOutlivesItsTest() async {
    let (store, effect) = await Self.startTimer()
    _cancellationCancellables.withValue {
      XCTAssertEqual($0.count, 0, "an effect outlived the test")
    }
    XCTAssertEqual(recordedFailures.count, 1)
    XCTAssertTrue(recordedFailures.first?.contains("an effect outlived the test") == true)

    _cancellationCancellables.withValue { $0.removeAll() }
    await effect.finish()
    XCTAssertEqual(_cancellationCancellables.withValue { $0.count }, 0)
    _ = store
  }

  func testTheCheckPassesOnceTheEffectIsCancelled() async {
    let (store, effect) = await Self.startTimer()
    await MainActor.run { _ = store.send(.stop) }
    await effect.finish()
    XCTAssertEqual(_cancellationCancellables.withValue { $0.count }, 0)
    XCTAssertEqual(recordedFailures, [])
  }

  func testTheLoggerRecordsOnlyWhileEnabled() async {
    await MainActor.run {
      Logger.shared.log("ignored")
      Logger.shared.isEnabled = true
      Logger.shared.log("Store.send")
      XCTAssertEqual(Logger.shared.logs, ["Store.send"])
    }
  }

  @MainActor
  private static func startTimer() -> (Store<Int, Ticker.Action>, StoreTask) {
    let store = Store(initialState: 0) { Ticker() }
    return (store, store.send(.start))
  }
}

@Reducer
private struct Ticker {
  enum Action { case start, stop, tick }
  enum CancelID { case timer }
  let clock = TestClock()

  var body: some Reducer<Int, Action> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        .cancellable(id: CancelID.timer)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .tick:
        state += 1
        return .none
      }
    }
  }
}
