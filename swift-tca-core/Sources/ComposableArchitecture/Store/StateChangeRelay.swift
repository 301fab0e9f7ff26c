/// Who is told each time a root store has processed a send (an action and those its `.send`
/// effects fed back): `Store.publisher`'s subscribers and view stores; or, for a view store, its
/// publisher's subscribers. A root core creates one only when the first subscriber comes, so
/// stores nobody subscribes to pay one `nil` check per send.
@MainActor
@usableFromInline
final class StateChangeRelay {
  /// Each returns whether it wants to be told again.
  private var observers: [(token: Int, observer: @MainActor () -> Bool)] = []
  private var nextToken = 0

  /// Calls `observer` after every action the store processes, until it returns `false`.
  func add(_ observer: @escaping @MainActor () -> Bool) {
    observers.append((nextToken, observer))
    nextToken += 1
  }

  @usableFromInline
  func notify() {
    // A copy: an observer may subscribe another (or send an action) while it is told.
    var finished: Set<Int> = []
    for (token, observer) in observers where !observer() { finished.insert(token) }
    if !finished.isEmpty { observers.removeAll { finished.contains($0.token) } }
  }
}
