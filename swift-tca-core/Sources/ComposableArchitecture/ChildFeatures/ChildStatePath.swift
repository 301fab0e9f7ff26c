/// Where a child operator's state is inside its parent's: a writable key path and, when the key
/// path names a property stored in place, that property's offset, so the state is reached
/// without a key-path projection (a third of a scope level's cost).
@usableFromInline
struct ChildStatePath<Root, Value> {
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  @usableFromInline let offset: Int?

  @inlinable
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.offset = MemoryLayout<Root>.offset(of: keyPath)
  }

  /// Runs `body` on the value in `root`, in place.
  @inlinable @inline(__always)
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let offset else { return body(&root[keyPath: keyPath]) }
    return Self.modify(at: &root, offset: offset, body)
  }

  /// The value in `root`.
  @inlinable @inline(__always)
  func read(_ root: inout Root) -> Value {
    modify(&root) { $0 }
  }

  // A pointer argument rather than `withUnsafeMutableBytes(of:)`: in the code of a generic
  // feature, that generic call looked up the metadata of its types on every action.
  @inlinable @inline(__always)
  static func modify<Result>(
    at root: UnsafeMutablePointer<Root>, offset: Int, _ body: (inout Value) -> Result
  ) -> Result {
    // `offset(of:)` promises that the root's address plus the offset addresses what the key
    // path does, for a property stored in place.
    body(&(UnsafeMutableRawPointer(root) + offset).assumingMemoryBound(to: Value.self).pointee)
  }
}
