/// A challenge one player sends another.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses; like Apple's, its
// properties are set by Game Center only (here: never after init), so sharing one is safe.
open class GKChallenge: NSObject, @unchecked Sendable {
  /// Who sent it.
  open internal(set) var issuingPlayer: GKPlayer?
  /// Who received it.
  open internal(set) var receivingPlayer: GKPlayer?
  /// Its message.
  open internal(set) var message: String?

  /// A challenge between nobody.
  public override init() {}
}
