import Testing

@testable import WorkoutStore

struct WorkoutStoreTests {
  @Test
  func theStoreIsBuiltOnSQLite3() {
    #expect(sqliteVersion().hasPrefix("3."))
  }
}
