// SwiftUI's scene phase, which features receive in an action when the app comes and goes.
#if !canImport(SwiftUI)
  /// Whether the app's scene is in the foreground and taking input (SwiftUI's `ScenePhase`),
  /// which features receive in an action (`case scenePhaseChanged(ScenePhase)`). Phases order as
  /// declared: `background < inactive < active`.
  public enum ScenePhase: Hashable, Sendable, Comparable {
    /// Not shown.
    case background
    /// Shown, not taking input.
    case inactive
    /// Shown and taking input.
    case active
  }
#endif
