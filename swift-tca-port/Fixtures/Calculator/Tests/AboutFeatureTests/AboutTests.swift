import AboutFeature
import ComposableArchitecture
import Testing

@MainActor
struct AboutTests {
  @Test
  func theVersionComesFromTheReleaseFileAndTheTextsFromTheCatalog() async {
    let store = TestStore(initialState: About.State()) {
      About()
    }
    #expect(store.state.title == "About")
    #expect(store.state.version == "Version 2.4.1")

    await store.send(.calculationsCounted(12)) {
      $0.usage = "12 calculations"
    }
  }
}
