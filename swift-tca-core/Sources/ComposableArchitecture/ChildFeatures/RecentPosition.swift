import OrderedCollections
import Synchronization

/// The position of the child a collection operator ran last, tried first for the next action:
/// consecutive actions are usually for the same row or stack element (a row's stepper tapped
/// again, text typed into a row, a timer in the top element), and comparing one id is cheaper
/// than hashing it.
@usableFromInline
final class RecentPosition: Sendable {
  // Relaxed: a position read from another thread's run is only a guess, checked before use.
  @usableFromInline let value = Atomic<Int>(0)

  @usableFromInline init() {}

  /// The position of `id` in `ids`, or `nil` when it is not there.
  @inlinable @inline(__always)
  func index<ID: Hashable>(of id: ID, in ids: OrderedSet<ID>) -> Int? {
    let recent = value.load(ordering: .relaxed)
    if recent < ids.count, ids[recent] == id { return recent }
    guard let index = ids.firstIndex(of: id) else { return nil }
    value.store(index, ordering: .relaxed)
    return index
  }
}
