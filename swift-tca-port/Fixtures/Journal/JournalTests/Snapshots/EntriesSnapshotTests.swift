import SnapshotTesting
import SwiftUI
import XCTest

@testable import Journal

// Taken out of the test target by an exception of its synchronized folder.
final class EntriesSnapshotTests: XCTestCase {
  @MainActor
  func testEmptyList() {
    assertSnapshot(of: EntriesView(store: JournalApp.store), as: .image)
  }
}
