import ComposableArchitecture
import Foundation

@DependencyClient
struct EntryStore {
  var load: @Sendable () async throws -> [Entry]
  var save: @Sendable (_ entries: [Entry]) async throws -> Void
}

extension EntryStore: DependencyKey {
  static let liveValue: EntryStore = {
    let url = URL.documentsDirectory.appending(component: "entries.json")
    return EntryStore(
      load: {
        guard FileManager.default.fileExists(atPath: url.path()) else { return [] }
        return try JSONDecoder().decode([Entry].self, from: Data(contentsOf: url))
      },
      save: { entries in
        try JSONEncoder().encode(entries).write(to: url, options: .atomic)
      }
    )
  }()
}

extension DependencyValues {
  var entryStore: EntryStore {
    get { self[EntryStore.self] }
    set { self[EntryStore.self] = newValue }
  }
}
