/// The player signed in on the device: nobody here.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses; like Apple's, its
// properties are set by Game Center only (here: never after init), so sharing one is safe.
open class GKLocalPlayer: GKPlayer, @unchecked Sendable {
  /// The device's player.
  public static let local = GKLocalPlayer()

  /// Whether the player is signed in: never here.
  open internal(set) var isAuthenticated = false
  /// Whether the player may not play with others.
  open internal(set) var isMultiplayerGamingRestricted = false
  /// Whether the player is under age.
  open internal(set) var isUnderage = false
}
