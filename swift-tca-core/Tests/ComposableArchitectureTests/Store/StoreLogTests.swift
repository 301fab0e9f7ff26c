@_spi(Logging) import ComposableArchitecture
import Testing
import XCTest

@Reducer
private struct LoggedRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
  }
  enum Action { case tap }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
private struct LoggedRows {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<LoggedRow.State> = [LoggedRow.State(id: 1)]
  }
  enum Action { case rows(IdentifiedActionOf<LoggedRow>) }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// Upstream's store log, which its lifetime tests read: each store's creation, and its release
/// on the main thread. (Swift Testing runs main-actor tests off the main thread on Linux: the
/// release is tested under XCTest.)
@MainActor
@Suite(.serialized) struct StoreLogTests {
  @Test func storesLogTheirCreationWhileTheLogIsEnabled() {
    Logger.shared.clear()
    Logger.shared.isEnabled = true
    defer {
      Logger.shared.isEnabled = false
      Logger.shared.clear()
    }
    let store = Store(initialState: LoggedRows.State()) { LoggedRows() }
    let rows = store.scope(state: \.rows, action: \.rows)
    _ = Store<Void, Void>(initialState: ()) {}
    #expect(
      Logger.shared.logs.prefix(3) == [
        "StoreOf<LoggedRows>.init", "IdentifiedStoreOf<LoggedRow>.init", "Store<(), ()>.init",
      ])
    _ = rows
  }

  @Test func nothingIsLoggedWhileTheLogIsDisabled() {
    Logger.shared.clear()
    _ = Store<Void, Void>(initialState: ()) {}
    #expect(Logger.shared.logs.isEmpty)
  }
}

final class StoreReleaseLogTests: XCTestCase {
  func testStoresLogTheirReleaseOnTheMainThread() async {
    let logs = await MainActor.run {
      Logger.shared.clear()
      Logger.shared.isEnabled = true
      do {
        let store = Store(initialState: LoggedRows.State()) { LoggedRows() }
        _ = store.scope(state: \.rows, action: \.rows)
      }
      defer {
        Logger.shared.isEnabled = false
        Logger.shared.clear()
      }
      return Logger.shared.logs
    }
    XCTAssertEqual(
      logs,
      [
        "StoreOf<LoggedRows>.init", "IdentifiedStoreOf<LoggedRow>.init",
        "StoreOf<LoggedRows>.deinit", "IdentifiedStoreOf<LoggedRow>.deinit",
      ])
  }
}
