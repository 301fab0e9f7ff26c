/// An exchange of data between participants outside the turns.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses; like Apple's, its
// properties are set by Game Center only (here: never after init), so sharing one is safe.
open class GKTurnBasedExchange: NSObject, @unchecked Sendable {
  /// Game Center's identifier for the exchange.
  open internal(set) var exchangeID = ""
  /// Who started it.
  open internal(set) var sender: GKTurnBasedParticipant?
  /// Who it was sent to.
  open internal(set) var recipients: [GKTurnBasedParticipant] = []
  /// Its data.
  open internal(set) var data: Data?
  /// Its message.
  open internal(set) var message: String?

  /// An exchange Game Center does not know, sent by nobody.
  public override init() {}
}
