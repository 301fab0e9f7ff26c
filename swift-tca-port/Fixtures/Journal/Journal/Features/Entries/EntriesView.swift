import ComposableArchitecture
import SwiftUI

struct EntriesView: View {
  @Bindable var store: StoreOf<EntriesFeature>

  var body: some View {
    List(store.entries) { entry in
      Button(entry.title) {
        store.send(.entryTapped(id: entry.id))
      }
    }
    .navigationTitle("Journal")
    .toolbar {
      Button("Add", systemImage: "plus") {
        store.send(.addButtonTapped)
      }
    }
    .sheet(item: $store.scope(state: \.editor, action: \.editor)) { editorStore in
      EditorView(store: editorStore)
    }
    .onAppear { store.send(.onAppear) }
  }
}
