import CustomDump
import Dependencies
import IdentifiedCollections

/// The core of a store scoped to one row of an identified array: reads the row through its
/// parent.
///
/// After the row is removed the store reads the row's last value; its store's send (see
/// ``send(_:through:)``) drops what is sent to it, with a reported issue: it would reach no row.
@MainActor
final class ElementCore<ID: Hashable & Sendable, State, Action>:
  ChildCore<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>, State, Action>
{
  private let id: ID
  private var lastValue: State
  private let location: _SourceLocation

  init(
    parent: StoreCore<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>,
    id: ID,
    initialValue: State,
    location: _SourceLocation
  ) {
    self.id = id
    self.lastValue = initialValue
    self.location = location
    super.init(parent: parent)
  }

  override var state: State {
    if let value = parent.state[id: id] { lastValue = value }
    return lastValue
  }

  override var untrackedState: State {
    if let value = parent.untrackedState[id: id] { lastValue = value }
    return lastValue
  }

  /// Sends the row's `action` with `parentSend` as `.element(id:action:)`, or reports that the
  /// row is gone.
  func send(
    _ action: Action,
    through parentSend: (IdentifiedAction<ID, Action>) -> Task<Void, Never>?
  ) -> Task<Void, Never>? {
    guard parent.untrackedState.ids.contains(id) else {
      location.report(
        """
        An action was sent to the store of a row that was removed:

          Action:
        \(String(customDumping: action).indented(by: 4))
          Row id:
            \(String(customDumping: id))

        The action was dropped. A store scoped from "store.scope(state:action:)" over an \
        identified array belongs to one row; once the row is removed, scope the collection again \
        instead of keeping the row's store.
        """
      )
      return nil
    }
    return parentSend(.element(id: id, action: action))
  }
}
