/// An area monitored for entry and exit, by its identifier.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses. The stand-in mirrors
// Apple's Sendable declaration: its identifier never changes after init, and, as with Apple's,
// the app must not set one instance's `notifyOnEntry` or `notifyOnExit` from two threads.
open class CLRegion: NSObject, @unchecked Sendable {
  /// The region's identifier.
  open private(set) var identifier: String
  /// Whether entering it is reported.
  open var notifyOnEntry = true
  /// Whether leaving it is reported.
  open var notifyOnExit = true

  /// A region identified by `identifier`.
  public init(identifier: String) { self.identifier = identifier }

  /// Whether `object` is a region of the same identifier.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? CLRegion)?.identifier == identifier
  }

  /// The identifier's hash, so that equal regions hash alike.
  open override var hash: Int { identifier.hashValue }
}
