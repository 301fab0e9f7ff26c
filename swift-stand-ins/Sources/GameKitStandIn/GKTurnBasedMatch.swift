/// A turn-based match: its participants, whose turn it is, and the game's data.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses. Its properties are set
// by Game Center only (here: never after init) except `message`, which the app sets before ending
// a turn: as with Apple's, the app must not set one match's message from two threads.
open class GKTurnBasedMatch: NSObject, @unchecked Sendable {
  /// Where a match is.
  public enum Status: Int, Sendable {
    /// Not known.
    case unknown
    /// Under way.
    case open
    /// Over.
    case ended
    /// Looking for players.
    case matching
  }

  /// How a participant's match ended.
  public enum Outcome: Int, Sendable {
    /// Not ended yet.
    case none
    /// The participant quit.
    case quit
    /// The participant won.
    case won
    /// The participant lost.
    case lost
    /// The participant tied.
    case tied
    /// The participant's turn timed out.
    case timeExpired
    /// The participant came first.
    case first
    /// The participant came second.
    case second
    /// The participant came third.
    case third
    /// The participant came fourth.
    case fourth
    /// The first of the values the game defines (in its low 16 bits).
    case customRange = 0x00FF_0000
  }

  /// When the match was created.
  open internal(set) var creationDate = Date()
  /// The participant whose turn it is.
  open internal(set) var currentParticipant: GKTurnBasedParticipant?
  /// The game's data.
  open internal(set) var matchData: Data?
  /// Game Center's identifier for the match.
  open internal(set) var matchID = ""
  /// The message shown about the match.
  open var message: String?
  /// Everyone in the match.
  open internal(set) var participants: [GKTurnBasedParticipant] = []
  /// Where the match is.
  open internal(set) var status = Status.unknown
  /// The exchanges under way.
  open internal(set) var exchanges: [GKTurnBasedExchange]?

  /// A match Game Center does not know, created now, with nobody in it.
  public override init() {}
}
