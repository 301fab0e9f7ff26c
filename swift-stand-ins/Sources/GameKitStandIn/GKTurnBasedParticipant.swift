/// A participant in a turn-based match.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses. Its properties are set
// by Game Center only (here: never after init) except `matchOutcome`, which the app sets when the
// match ends: as with Apple's, the app must not set one participant's outcome from two threads.
open class GKTurnBasedParticipant: NSObject, @unchecked Sendable {
  /// Where a participant is.
  public enum Status: Int, Sendable {
    /// Not known.
    case unknown
    /// Invited, not answered yet.
    case invited
    /// Declined the invitation.
    case declined
    /// Being looked for.
    case matching
    /// Playing.
    case active
    /// Out of the match.
    case done
  }

  /// When the participant last took a turn.
  open internal(set) var lastTurnDate: Date?
  /// How the match ended for the participant.
  open var matchOutcome = GKTurnBasedMatch.Outcome.none
  /// The player, once matched.
  open internal(set) var player: GKPlayer?
  /// Where the participant is.
  open internal(set) var status = Status.unknown
  /// When the participant's turn times out.
  open internal(set) var timeoutDate: Date?

  /// A participant with no player yet.
  public override init() {}
}
