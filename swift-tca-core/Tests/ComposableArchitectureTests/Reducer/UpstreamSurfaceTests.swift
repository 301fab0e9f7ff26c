import Foundation
import Testing

@testable import ComposableArchitecture

/// Reads two dependencies, to prove chained `.dependency` modifiers apply both.
private struct TwoDependencies: Reducer {
  func reduce(into state: inout [String], action: Void) -> Effect<Void> {
    @Dependency(\.locale) var locale
    @Dependency(\.timeZone) var timeZone
    state = [locale.identifier, timeZone.identifier]
    return .none
  }
}

@MainActor
struct UpstreamSurfaceTests {
  @Test func chainedDependencyModifiersCollapseIntoOneReducer() {
    let reducer: _DependencyKeyWritingReducer<TwoDependencies> = TwoDependencies()
      .dependency(\.locale, Locale(identifier: "fr_FR"))
      .dependency(\.timeZone, TimeZone(identifier: "Europe/Paris")!)
      .transformDependency(\.locale) { $0 = Locale(identifier: "en_GB") }
    let store = Store(initialState: [String]()) { reducer }
    store.send(())
    // The modifier nearest the feature wins, as with nested modifiers and upstream.
    #expect(store.state == ["fr_FR", "Europe/Paris"])
  }

  @Test func aStoreTaskHasUpstreamsMembers() async {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        return action == "start" ? .run { send in await send("done") } : .none
      }
    }
    let task = store.send("start")
    await task.value
    #expect(store.state == ["start", "done"])
    #expect(!task.isCancelled)
    task.cancel()
    await task.finish()
  }

  @Test func aStackStoreIsIndexedByElementID() {
    let store = Store(initialState: StackRoot.State()) { StackRoot() }
    store.send(.path(.push(id: 0, state: .form(ItemFormFeature.State()))))
    let path = store.scope(state: \.path, action: \.path)
    let element = path[id: 0]
    #expect(element?.state == .form(ItemFormFeature.State()))
    element?.send(.form(.nameChanged("Headphones")))
    #expect(store.path[id: 0]?.form?.item.name == "Headphones")
    #expect(path[id: 1] == nil)
  }
}
