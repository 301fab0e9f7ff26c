/// A Game Center player.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses; like Apple's, its
// properties are set by Game Center only (here: never after init), so sharing one is safe.
open class GKPlayer: NSObject, @unchecked Sendable {
  /// The name the player chose.
  open internal(set) var alias = ""
  /// The name to show: the alias, or the name the viewer knows the player by.
  open internal(set) var displayName = ""
  /// The player's identifier in this game.
  open internal(set) var gamePlayerID = ""
  /// The player's identifier across the developer's games.
  open internal(set) var teamPlayerID = ""

  /// A player with no name or identifiers: nobody Game Center knows.
  public override init() {}
}
