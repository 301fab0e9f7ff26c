import ComposableArchitecture
import Foundation
import Testing

@testable import Journal

@MainActor
struct EntriesFeatureTests {
  @Test
  func anEntryWrittenInTheEditorIsSavedFirstInTheList() async {
    let saved = LockIsolated<[[String]]>([])
    let store = TestStore(initialState: EntriesFeature.State()) {
      EntriesFeature()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 0)
      $0.uuid = .incrementing
      $0.entryStore.save = { entries in saved.withValue { $0.append(entries.map(\.title)) } }
    }
    let entry = Entry(id: UUID(0), date: Date(timeIntervalSince1970: 0))

    await store.send(.addButtonTapped) {
      $0.editor = EditorFeature.State(entry: entry)
    }
    await store.send(.editor(.presented(.binding(.set(\.entry.text, "Rain all day\nStayed in"))))) {
      $0.editor?.entry.text = "Rain all day\nStayed in"
    }
    await store.send(.editor(.presented(.saveButtonTapped)))
    await store.receive(\.editor.presented.delegate.save) {
      $0.entries = [
        Entry(id: UUID(0), date: Date(timeIntervalSince1970: 0), text: "Rain all day\nStayed in")
      ]
    }
    await store.receive(\.editor.dismiss) {
      $0.editor = nil
    }
    #expect(saved.value == [["Rain all day"]])
  }

  @Test
  func theEntriesAreLoadedOnAppear() async {
    let stored = [Entry(id: UUID(1), date: Date(timeIntervalSince1970: 86_400), text: "Sunny")]
    let store = TestStore(initialState: EntriesFeature.State()) {
      EntriesFeature()
    } withDependencies: {
      $0.entryStore.load = { stored }
    }

    await store.send(.onAppear)
    await store.receive(\.entriesLoaded.success) {
      $0.entries = IdentifiedArray(uniqueElements: stored)
    }
    #expect(store.state.entries.first?.title == "Sunny")
  }
}
