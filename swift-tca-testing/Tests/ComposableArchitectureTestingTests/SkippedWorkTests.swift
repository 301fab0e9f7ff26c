import FeatureFixtures
import Synchronization
import Testing

@testable import ComposableArchitectureTesting

/// `.off(showSkippedAssertions: true)` shows what a non-exhaustive test skipped, as notes that do
/// not fail the test; `.off` skips silently.
@MainActor
struct SkippedWorkTests {
  @Test func skippedReceivedActionsAreShown() async {
    let notes = await collectingNotes {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.twice)
      await store.skipReceivedActions()
      #expect(store.state.count == 2)
    }
    #expect(notes.count == 1)
    #expect(
      notes.first?.hasPrefix("Skipped assertions.\n\n2 received actions were skipped.") == true)
    #expect(notes.first?.contains("[1]: .incrementButtonTapped") == true)
  }

  @Test func cancelledEffectsAreShownWithWhereTheyStarted() async {
    let notes = await collectingNotes {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.never)
      await store.skipInFlightEffects()
    }
    #expect(notes.count == 1)
    // Where each started (TCA Lite's note) comes first; upstream's text ends the note.
    #expect(notes.first?.hasPrefix("Skipped assertions.\n\nCreated at: ") == true)
    #expect(notes.first?.contains("SkippedWorkTests.swift:") == true)
    #expect(
      notes.first?.contains("(the effect created at FeatureFixtures/NumberFact.swift:97).") == true)
    #expect(
      notes.first?.hasSuffix(
        "\n\n1 in-flight effect was cancelled, originating from:\n\nFeature.Action.never")
        == true)
  }

  @Test func sendingOverUnassertedActionsShowsThem() async {
    let notes = await collectingNotes {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.twice)
      await store.send(.incrementButtonTapped) { $0.count = 3 }
    }
    #expect(notes.count == 1)
    #expect(
      notes.first?.hasPrefix("Skipped assertions.\n\n2 received actions were skipped.") == true)
  }

  @Test func theEndOfTheTestShowsWhatWasLeft() async {
    let notes = await collectingNotes {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.twice)
      await store.send(.never)
    }
    #expect(notes.count == 2)
    #expect(
      notes.first?.hasPrefix("Skipped assertions.\n\n2 received actions were skipped.") == true)
    #expect(notes.last?.hasPrefix("Skipped assertions.\n\nCreated at: ") == true)
    #expect(notes.last?.contains("\n\n1 in-flight effect was cancelled") == true)
  }

  @Test func skippingWithoutShowingLeavesNoNotes() async {
    let notes = await collectingNotes {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      store.exhaustivity = .off
      await store.send(.twice)
      await store.skipReceivedActions()
      await store.send(.never)
      await store.skipInFlightEffects()
      await store.send(.twice)
      await store.send(.never)
    }
    #expect(notes.isEmpty)
  }

  @Test func exhaustiveSkippingLeavesNoNotes() async {
    let notes = await collectingNotes {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.twice)
      await store.skipReceivedActions()
      await store.send(.never)
      await store.skipInFlightEffects()
    }
    #expect(notes.isEmpty)
  }

  /// Runs `body` and returns the skipped-work notes it produced, including those of the store's
  /// release at its end.
  private func collectingNotes(
    _ body: @MainActor () async -> Void
  ) async -> [String] {
    let notes = Mutex<[String]>([])
    let observer: @Sendable (String) -> Void = { note in notes.withLock { $0.append(note) } }
    await SkippedWorkNotes.$observer.withValue(observer) {
      await body()
    }
    return notes.withLock { $0 }
  }
}
