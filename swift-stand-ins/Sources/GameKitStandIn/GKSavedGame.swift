/// A game saved to the player's iCloud.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses; like Apple's, its
// properties are set by Game Center only (here: never after init), so sharing one is safe.
open class GKSavedGame: NSObject, @unchecked Sendable {
  /// The save's name.
  open internal(set) var name: String?
  /// The device that saved it.
  open internal(set) var deviceName: String?
  /// When it was saved.
  open internal(set) var modificationDate: Date?

  /// A save with no name, device or date.
  public override init() {}
}
