import Foundation

/// What every copy of one `Shared` or `SharedReader` reads through: assigning the projected value
/// (`$count = Shared(value: 42)`) or loading another key points the slot, and so every copy, at
/// another reference. Values derived earlier (`$user.name`, `$count.read { … }`) keep the
/// reference they were derived from.
final class ReferenceSlot<Value>: @unchecked Sendable {
  // Locked and unlocked by hand, not through a closure (`Mutex.withLock`): a closure returning
  // the existential makes the runtime look up the existential's metadata on every read, a few
  // hundred instructions on the hot path of every read of a shared value.
  private let lock = NSLock()
  // Guarded by `lock`.
  private var current: any SharedReference<Value>

  init(_ reference: any SharedReference<Value>) {
    self.current = reference
  }

  var reference: any SharedReference<Value> {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  /// Points the slot at `reference`; observers of the old one are told the value changed, even
  /// when it is the same reference (another `Shared` of the same key), as upstream tells them.
  func replace(with reference: any SharedReference<Value>) {
    lock.lock()
    let old = current
    current = reference
    lock.unlock()
    old.box.notifyReplaced()
  }
}
