import CustomDump
import Foundation

/// A button of an alert or a dialog, as state: its label, its role, and the action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ButtonState(role: .cancel) {
///   TextState("Cancel")
/// }
/// ```
///
/// Buttons are equal when their role, action and label are.
public struct ButtonState<Action>: Identifiable {
  /// A unique identity, so lists of buttons can be rendered; not part of equality.
  public let id: UUID
  /// What tapping the button sends.
  public let action: ButtonStateAction<Action>
  /// The button's text.
  public let label: TextState
  /// The button's role, if it has one.
  public let role: ButtonStateRole?

  /// A button that sends `action` (or nothing) when tapped.
  ///
  /// ```swift
  /// ButtonState(action: .send(.retry)) { TextState("Retry") }
  /// ```
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.id = UUID()
    self.role = role
    self.action = action
    self.label = label()
  }

  /// A button that sends `action` when tapped.
  ///
  /// ```swift
  /// ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
  /// ```
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// Calls `perform` with the action the button sends (`nil` for a button that only dismisses).
  ///
  /// ```swift
  /// button.withAction { action in if let action { store.send(.presented(action)) } }
  /// ```
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action.action)
  }

  /// The same button sending `transform`ed actions.
  ///
  /// ```swift
  /// button.map { $0.map(Parent.Action.alert) }
  /// ```
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(
      id: id, action: .send(transform(action.action)), label: label, role: role)
  }

  private init(
    id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?
  ) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }
}

/// What a ``ButtonState`` sends when tapped.
///
/// ```swift
/// ButtonState(action: .send(.confirm)) { TextState("OK") }
/// ```
public struct ButtonStateAction<Action> {
  /// The action sent, or `nil` for a button that only dismisses.
  public let action: Action?
  /// The animation the action is sent with, for a renderer that animates (TCA Lite's stores
  /// send it as usual).
  public let animation: Animation?

  /// Sends `action` (or nothing, with `nil`).
  ///
  /// ```swift
  /// .send(.confirmDeletion)
  /// ```
  public static func send(_ action: Action?) -> Self {
    Self(action: action, animation: nil)
  }

  /// Sends `action` with `animation`.
  ///
  /// ```swift
  /// .send(.confirmDeletion, animation: .default)
  /// ```
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(action: action, animation: animation)
  }
}

/// The role of a button: how a renderer should present it.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// Cancels: dismisses without doing anything.
  case cancel
  /// Destroys data.
  case destructive
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState: Equatable where Action: Equatable {
  /// Buttons with the same role, action and label are equal, whatever their ids.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.role == rhs.role && lhs.action == rhs.action && lhs.label == rhs.label
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes the role, action and label.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(role)
    hasher.combine(action)
    hasher.combine(label)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// Dumps the role (if any), the action and the label.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role { children.append(("role", role)) }
    children.append(("action", action))
    children.append(("label", label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension ButtonStateAction: CustomDumpReflectable {
  /// Dumps as `.send(action)`, or `.animatedSend(action, animation:)`.
  public var customDumpMirror: Mirror {
    guard let animation else {
      return Mirror(self, children: [("send", action as Any)], displayStyle: .enum)
    }
    return Mirror(
      self, children: [("animatedSend", (action as Any, animation: animation))],
      displayStyle: .enum)
  }
}

/// Builds the buttons of an alert or a dialog, with `if`, `if`/`else` and `for`.
///
/// ```swift
/// AlertState {
///   TextState("Delete?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
///   if canArchive {
///     ButtonState(action: .archive) { TextState("Archive") }
///   }
/// }
/// ```
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Buttons from a `for` loop.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons listed, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons of an `if` branch.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of an `else` branch.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// One button.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// Buttons behind `if #available`.
  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of an `if` without `else`, or none.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
}
