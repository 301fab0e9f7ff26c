/// A reply to an exchange.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses; like Apple's, its
// properties are set by Game Center only (here: never after init), so sharing one is safe.
open class GKTurnBasedExchangeReply: NSObject, @unchecked Sendable {
  /// Who replied.
  open internal(set) var recipient: GKTurnBasedParticipant?
  /// The reply's data.
  open internal(set) var data: Data?
  /// The reply's message.
  open internal(set) var message: String?

  /// A reply from nobody.
  public override init() {}
}
