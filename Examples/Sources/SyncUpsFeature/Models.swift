import ComposableArchitecture
import Foundation

/// A recurring meeting: who attends, how long it lasts, and what was said at past meetings.
public struct SyncUp: Equatable, Identifiable, Codable, Sendable {
  public let id: UUID
  public var attendees: IdentifiedArrayOf<Attendee> = []
  public var duration: Duration = .seconds(60 * 5)
  public var meetings: IdentifiedArrayOf<Meeting> = []
  public var theme: Theme = .bubblegum
  public var title = ""

  public init(
    id: UUID,
    attendees: IdentifiedArrayOf<Attendee> = [],
    duration: Duration = .seconds(60 * 5),
    meetings: IdentifiedArrayOf<Meeting> = [],
    theme: Theme = .bubblegum,
    title: String = ""
  ) {
    self.id = id
    self.attendees = attendees
    self.duration = duration
    self.meetings = meetings
    self.theme = theme
    self.title = title
  }

  /// How long each attendee speaks.
  public var durationPerAttendee: Duration {
    attendees.isEmpty ? duration : duration / attendees.count
  }
}

/// Someone who attends a sync-up.
public struct Attendee: Equatable, Identifiable, Codable, Sendable {
  public let id: UUID
  public var name = ""

  public init(id: UUID, name: String = "") {
    self.id = id
    self.name = name
  }
}

/// A past meeting of a sync-up, with what was said.
public struct Meeting: Equatable, Identifiable, Codable, Sendable {
  public let id: UUID
  public let date: Date
  public var transcript: String

  public init(id: UUID, date: Date, transcript: String) {
    self.id = id
    self.date = date
    self.transcript = transcript
  }
}

/// The colour scheme of a sync-up, named as it is shown.
public enum Theme: String, CaseIterable, Equatable, Identifiable, Codable, Sendable {
  case bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood, periwinkle, poppy,
    purple, seafoam, sky, tan, teal, yellow

  public var id: Self { self }

  /// The theme's name, capitalised.
  public var name: String { rawValue.capitalized }
}

extension URL {
  /// Where sync-ups are saved: `$XDG_DATA_HOME/tca-lite-syncups/sync-ups.json`, or
  /// `~/.local/share/…` when `XDG_DATA_HOME` is not set.
  public static var syncUps: URL {
    let environment = ProcessInfo.processInfo.environment
    let dataHome =
      environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser
      .appendingPathComponent(".local/share", isDirectory: true)
    return dataHome.appendingPathComponent("tca-lite-syncups/sync-ups.json")
  }
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  /// Every sync-up, persisted as JSON at ``Foundation/URL/syncUps``.
  public static var syncUps: Self {
    Self[.fileStorage(.syncUps), default: []]
  }
}
