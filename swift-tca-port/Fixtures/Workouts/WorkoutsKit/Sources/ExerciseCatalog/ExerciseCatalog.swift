import ComposableArchitecture
import Foundation
import Models

/// The exercises the app knows, read from the catalog the package ships.
@DependencyClient
public struct ExerciseCatalog: Sendable {
  public var all: @Sendable () throws -> [Exercise]
}

extension ExerciseCatalog {
  /// The bundled catalog.
  public static let bundled = ExerciseCatalog(all: {
    guard let url = Bundle.module.url(forResource: "exercises", withExtension: "json") else {
      return []
    }
    return try JSONDecoder().decode([Exercise].self, from: Data(contentsOf: url))
  })
}

extension ExerciseCatalog: DependencyKey {
  public static let liveValue = ExerciseCatalog.bundled
  public static let testValue = ExerciseCatalog()
}

extension DependencyValues {
  public var exerciseCatalog: ExerciseCatalog {
    get { self[ExerciseCatalog.self] }
    set { self[ExerciseCatalog.self] = newValue }
  }
}
