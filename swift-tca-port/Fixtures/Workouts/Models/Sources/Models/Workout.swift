import Foundation

/// A workout: what was done, when, for how long.
public struct Workout: Codable, Equatable, Identifiable, Sendable {
  public var id: UUID
  public var name: String
  public var date: Date
  public var minutes: Int

  public init(id: UUID, name: String, date: Date, minutes: Int) {
    self.id = id
    self.name = name
    self.date = date
    self.minutes = minutes
  }
}

/// An exercise of the catalog.
public struct Exercise: Codable, Equatable, Sendable {
  public var name: String
  public var muscle: String

  public init(name: String, muscle: String) {
    self.name = name
    self.muscle = muscle
  }
}
