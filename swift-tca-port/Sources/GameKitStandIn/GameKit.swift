// Game Center's types, as a ported app's Game Center client and features name them and convert
// them into their own values. Nothing here reaches Game Center: the live value that did is left
// out, tests use the client's test value, and the local player is not signed in, as on a device
// without a Game Center account. Like Apple's framework, it brings Foundation.
@_exported import Foundation

/// A Game Center player.
open class GKPlayer: NSObject, @unchecked Sendable {
  /// The name the player chose.
  open internal(set) var alias = ""
  /// The name to show: the alias, or the name the viewer knows the player by.
  open internal(set) var displayName = ""
  /// The player's identifier in this game.
  open internal(set) var gamePlayerID = ""
  /// The player's identifier across the developer's games.
  open internal(set) var teamPlayerID = ""

  public override init() {}
}

/// The player signed in on the device: nobody here.
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

/// A turn-based match: its participants, whose turn it is, and the game's data.
open class GKTurnBasedMatch: NSObject, @unchecked Sendable {
  /// Where a match is.
  public enum Status: Int, Sendable {
    case unknown, open, ended, matching
  }

  /// How a participant's match ended.
  public enum Outcome: Int, Sendable {
    case none, quit, won, lost, tied, timeExpired, first, second, third, fourth
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

  public override init() {}
}

/// A participant in a turn-based match.
open class GKTurnBasedParticipant: NSObject, @unchecked Sendable {
  /// Where a participant is.
  public enum Status: Int, Sendable {
    case unknown, invited, declined, matching, active, done
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

  public override init() {}
}

/// An exchange of data between participants outside the turns.
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

  public override init() {}
}

/// A reply to an exchange.
open class GKTurnBasedExchangeReply: NSObject, @unchecked Sendable {
  /// Who replied.
  open internal(set) var recipient: GKTurnBasedParticipant?
  /// The reply's data.
  open internal(set) var data: Data?
  /// The reply's message.
  open internal(set) var message: String?

  public override init() {}
}

/// A game saved to the player's iCloud.
open class GKSavedGame: NSObject, @unchecked Sendable {
  /// The save's name.
  open internal(set) var name: String?
  /// The device that saved it.
  open internal(set) var deviceName: String?
  /// When it was saved.
  open internal(set) var modificationDate: Date?

  public override init() {}
}

/// A challenge one player sends another.
open class GKChallenge: NSObject, @unchecked Sendable {
  /// Who sent it.
  open internal(set) var issuingPlayer: GKPlayer?
  /// Who received it.
  open internal(set) var receivingPlayer: GKPlayer?
  /// Its message.
  open internal(set) var message: String?

  public override init() {}
}

/// An invitation to a match.
open class GKInvite: NSObject, @unchecked Sendable {
  /// Who sent it.
  open internal(set) var sender = GKPlayer()

  public override init() {}
}

/// Progress toward an achievement of the game.
open class GKAchievement: NSObject, @unchecked Sendable {
  /// The achievement's identifier in App Store Connect.
  open var identifier: String
  /// How far the player is, from 0 to 100.
  open var percentComplete: Double = 0
  /// Whether a banner shows when it is reached.
  open var showsCompletionBanner = false

  /// Progress toward the achievement `identifier`.
  public init(identifier: String) { self.identifier = identifier }
}
