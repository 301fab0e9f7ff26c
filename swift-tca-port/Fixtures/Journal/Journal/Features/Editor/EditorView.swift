import ComposableArchitecture
import SwiftUI

struct EditorView: View {
  @Bindable var store: StoreOf<EditorFeature>

  var body: some View {
    NavigationStack {
      TextEditor(text: $store.entry.text)
        .toolbar {
          Button("Save") { store.send(.saveButtonTapped) }
        }
    }
  }
}
