import CustomDump
import Foundation

/// An alert, as state: its title, its message and its buttons.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete \(item.name)?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) {
///     TextState("Delete")
///   }
///   ButtonState(role: .cancel) {
///     TextState("Cancel")
///   }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// Present it with `@Presents var alert: AlertState<Action.Alert>?` and
/// `.ifLet(\.$alert, action: \.alert)`: any button action dismisses it. Alerts are equal when
/// their contents are.
public struct AlertState<Action>: Identifiable, _EphemeralState {
  /// A unique identity; a new alert is a new presentation. Not part of equality.
  public let id: UUID
  /// The buttons, in order. With none, a renderer shows a single "OK" that only dismisses.
  public var buttons: [ButtonState<Action>]
  /// The message under the title, if any.
  public var message: TextState?
  /// The title.
  public var title: TextState

  /// An alert with a title, buttons and a message.
  ///
  /// ```swift
  /// AlertState { TextState("This item is invalid.") }
  /// ```
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// The same alert sending `transform`ed actions.
  ///
  /// ```swift
  /// alert.map { $0.map(Parent.Action.Alert.child) }
  /// ```
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title)
  }

  private init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Alerts with the same title, message and buttons are equal, whatever their ids.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes the title, message and buttons.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// Dumps the title, the buttons (if any) and the message (if any).
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
