// Alerts, dialogs and buttons made of values rather than builder closures, as TCA 0.x and
// SwiftUI Navigation before 1.0 made them; upstream still has them, deprecated.

extension AlertState {
  /// An alert of a title, a message and buttons given as values.
  ///
  /// ```swift
  /// AlertState(title: TextState("Delete?"), buttons: [.destructive(TextState("Delete"))])
  /// ```
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    buttons: [ButtonState<Action>]
  ) {
    self.init(
      title: { title }, actions: { for button in buttons { button } },
      message: message.map { text in { text } })
  }

  /// An alert with one button that dismisses it (with none, a renderer shows "OK").
  ///
  /// ```swift
  /// AlertState(title: TextState("Error"), dismissButton: .cancel(TextState("Dismiss")))
  /// ```
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    dismissButton: ButtonState<Action>? = nil
  ) {
    self.init(title: title, message: message, buttons: dismissButton.map { [$0] } ?? [])
  }

  /// An alert with two buttons, the primary first.
  ///
  /// ```swift
  /// AlertState(
  ///   title: TextState("Sign out?"),
  ///   primaryButton: .destructive(TextState("Sign out"), action: .send(.signOut)),
  ///   secondaryButton: .cancel(TextState("Cancel"))
  /// )
  /// ```
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    primaryButton: ButtonState<Action>,
    secondaryButton: ButtonState<Action>
  ) {
    self.init(title: title, message: message, buttons: [primaryButton, secondaryButton])
  }
}

// `action` is optional, as TCA 0.x had it (`.cancel(TextState("OK"), action: .none)`).
extension ButtonState {
  /// A cancel button.
  ///
  /// ```swift
  /// .cancel(TextState("Cancel"))
  /// ```
  @available(*, deprecated, message: "Use 'ButtonState(role: .cancel, action:label:)' instead.")
  public static func cancel(
    _ label: TextState, action: ButtonStateAction<Action>? = nil
  ) -> Self {
    Self(role: .cancel, action: action ?? .send(nil)) { label }
  }

  /// A button with no role.
  ///
  /// ```swift
  /// .default(TextState("Retry"), action: .send(.retry))
  /// ```
  @available(*, deprecated, message: "Use 'ButtonState(action:label:)' instead.")
  public static func `default`(
    _ label: TextState, action: ButtonStateAction<Action>? = nil
  ) -> Self {
    Self(action: action ?? .send(nil)) { label }
  }

  /// A destructive button.
  ///
  /// ```swift
  /// .destructive(TextState("Delete"), action: .send(.delete))
  /// ```
  @available(
    *, deprecated, message: "Use 'ButtonState(role: .destructive, action:label:)' instead."
  )
  public static func destructive(
    _ label: TextState, action: ButtonStateAction<Action>? = nil
  ) -> Self {
    Self(role: .destructive, action: action ?? .send(nil)) { label }
  }
}

extension ConfirmationDialogState {
  /// A dialog of a title, its visibility, a message and buttons given as values.
  ///
  /// ```swift
  /// ConfirmationDialogState(
  ///   title: TextState("Share"), titleVisibility: .visible, buttons: [.cancel(TextState("Cancel"))]
  /// )
  /// ```
  @available(
    *, deprecated, message: "Use 'init(titleVisibility:title:actions:message:)' instead."
  )
  public init(
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.init(
      titleVisibility: titleVisibility, title: { title },
      actions: { for button in buttons { button } },
      message: message.map { text in { text } })
  }

  /// A dialog of a title, a message and buttons given as values.
  ///
  /// ```swift
  /// ConfirmationDialogState(title: TextState("Share"), buttons: [.cancel(TextState("Cancel"))])
  /// ```
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.init(
      title: { title }, actions: { for button in buttons { button } },
      message: message.map { text in { text } })
  }
}

/// `ConfirmationDialogState`'s name when it described an action sheet.
@available(*, deprecated, renamed: "ConfirmationDialogState")
public typealias ActionSheetState<Action> = ConfirmationDialogState<Action>
