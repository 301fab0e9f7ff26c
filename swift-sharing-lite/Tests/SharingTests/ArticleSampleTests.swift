import Dependencies
import Foundation
import IdentifiedCollections
@_spi(Internals) import Sharing
import Testing

// From upstream's documentation: SharingState: the samples not covered by the per-strategy tests.

private struct User: Codable, Equatable, Identifiable, Sendable {
  var id: Int
  var name: String
}

extension URL {
  fileprivate static let currentUser = URL(fileURLWithPath: "/tmp/tca-lite/current-user.json")
  fileprivate static let users = URL(fileURLWithPath: "/tmp/tca-lite/users.json")
}

extension SharedReaderKey where Self == FileStorageKey<IdentifiedArrayOf<User>> {
  fileprivate static var users: Self { fileStorage(.users) }
}

extension SharedReaderKey where Self == FileStorageKey<IdentifiedArrayOf<User>>.Default {
  fileprivate static var defaultedUsers: Self { Self[.fileStorage(.users), default: []] }
}

extension SharedReaderKey where Self == AppStorageKey<Int> {
  fileprivate static var count: Self { appStorage("count") }
}

/// › Gotchas of @Shared › Codability: encoding skips the shared launch count; decoding takes it
/// from storage through the memberwise initializer.
private struct AppState {
  @Shared(.appStorage("launchCount")) var launchCount = 0
  var todos: [String] = []
}

extension AppState: Codable {
  enum CodingKeys: String, CodingKey { case todos }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(todos: container.decode([String].self, forKey: .todos))
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(todos, forKey: .todos)
  }
}

private struct ParentState {
  @Shared(.fileStorage(.currentUser)) var currentUser = User(id: 1, name: "Blob")
}

private struct EditNameState {
  @Shared var name: String
}

struct ArticleSampleTests {
  @Test func codableStateSkipsSharedValues() throws {
    var state = AppState()
    state.$launchCount.withLock { $0 = 3 }
    state.todos = ["Milk"]
    let data = try JSONEncoder().encode(state)
    #expect(String(decoding: data, as: UTF8.self) == #"{"todos":["Milk"]}"#)
    let decoded = try JSONDecoder().decode(AppState.self, from: data)
    #expect(decoded.launchCount == 3)
    #expect(decoded.todos == ["Milk"])
  }

  @Test func aChildOfPersistedStatePersistsThroughItsParent() throws {
    let files = InMemoryFileSystem()
    try withDependencies {
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      let parent = ParentState()
      let child = EditNameState(name: parent.$currentUser.name)
      child.$name.withLock { $0 = "Blob Jr." }
      #expect(parent.currentUser.name == "Blob Jr.")
      let saved = try #require(files.contents(of: .currentUser))
      #expect(try JSONDecoder().decode(User.self, from: saved).name == "Blob Jr.")
    }
  }

  @Test func typeSafeFileStorageKeys() {
    @Shared(.users) var users: IdentifiedArrayOf<User> = []
    $users.withLock { $0.append(User(id: 1, name: "Blob")) }
    @Shared(.defaultedUsers) var sameUsers
    #expect(sameUsers.ids == [1])
    @Shared(.count) var count = 0
    $count.withLock { $0 = 2 }
    @Shared(.appStorage("count")) var sameCount = 0
    #expect(sameCount == 2)
  }

  @Test func overridingPersistedStateAtTheTopOfATest() {
    @Shared(.appStorage("overridden")) var count = 0
    $count.withLock { $0 = 7 }
    @Shared(.appStorage("overridden")) var override = 42
    $override.withLock { $0 = 42 }  // Set again to override any value set before.
    #expect(count == 42)
  }

  @Test func anUnreadableLocationSetsLoadError() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      _StorageErrorReporting.$reportsInTests.withValue(true) {
        withKnownIssue {
          @Shared(.fileStorage(directory)) var count = 1
          #expect(count == 1)
          #expect($count.loadError != nil)
        } matching: { issue in
          issue.description.contains("Could not load")
        }
      }
    }
  }
}
