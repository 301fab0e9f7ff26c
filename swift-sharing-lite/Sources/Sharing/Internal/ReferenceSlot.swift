import Synchronization

/// What every copy of one `Shared` or `SharedReader` reads through: assigning the projected value
/// (`$count = Shared(value: 42)`) or loading another key points the slot, and so every copy, at
/// another reference. Values derived earlier (`$user.name`, `$count.read { … }`) keep the
/// reference they were derived from.
final class ReferenceSlot<Value>: Sendable {
  private let current: Mutex<any SharedReference<Value>>

  init(_ reference: any SharedReference<Value>) {
    self.current = Mutex(reference)
  }

  var reference: any SharedReference<Value> {
    current.withLock { $0 }
  }

  /// Points the slot at `reference`; observers of the old one are told the value changed.
  func replace(with reference: any SharedReference<Value>) {
    let old = current.withLock { current in
      defer { current = reference }
      return current
    }
    if old !== reference { old.box.notifyReplaced() }
  }
}
