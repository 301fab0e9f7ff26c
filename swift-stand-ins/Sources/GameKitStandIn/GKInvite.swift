/// An invitation to a match.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses; like Apple's, its
// properties are set by Game Center only (here: never after init), so sharing one is safe.
open class GKInvite: NSObject, @unchecked Sendable {
  /// Who sent it.
  open internal(set) var sender = GKPlayer()

  /// An invitation from a player Game Center does not know.
  public override init() {}
}
