/// A street-level view around a place.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses; it holds no state.
open class MKLookAroundScene: NSObject, @unchecked Sendable {
  /// A scene of nowhere: no street-level imagery is available here.
  public override init() {}
}
