import Models
import Testing

@testable import ExerciseCatalog

struct ExerciseCatalogTests {
  @Test
  func theBundledCatalogIsReadFromThePackagesResources() throws {
    let exercises = try ExerciseCatalog.bundled.all()
    #expect(exercises.map(\.name) == ["Squat", "Bench press", "Deadlift"])
    #expect(exercises.first?.muscle == "legs")
  }
}
