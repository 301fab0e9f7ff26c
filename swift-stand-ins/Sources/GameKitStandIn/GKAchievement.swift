/// Progress toward an achievement of the game.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses. Apps hand achievements
// to their Game Center client's `@Sendable` endpoints; its properties are the app's to set, so,
// as with any shared reference, the app must not mutate one instance from two threads.
open class GKAchievement: NSObject, @unchecked Sendable {
  /// The achievement's identifier in App Store Connect.
  open var identifier: String
  /// How far the player is, from 0 to 100.
  open var percentComplete: Double = 0
  /// Whether a banner shows when it is reached.
  open var showsCompletionBanner = false

  /// Progress toward the achievement `identifier`: none yet.
  public init(identifier: String) { self.identifier = identifier }
}
