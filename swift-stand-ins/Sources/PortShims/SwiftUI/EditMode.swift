// SwiftUI's edit mode, which a feature keeps in state to tell whether its list is being edited.
#if !canImport(SwiftUI)
  /// Whether a list is being edited (SwiftUI's `EditMode`).
  public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe on one row).
    case transient
    /// Editing.
    case active

    /// Whether the mode is editing: `active` or `transient`.
    public var isEditing: Bool { self != .inactive }
  }
#endif
