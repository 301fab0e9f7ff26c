import IdentifiedCollections

extension Store {
  /// Derives one store per row of a collection of child features: a random-access collection of
  /// row stores, in the order of the rows.
  ///
  /// ```swift
  /// for row in store.scope(state: \.rows, action: \.rows) {
  ///   print(row.title)
  /// }
  /// store.scope(state: \.rows, action: \.rows)[1].send(.toggle)
  /// // the parent receives .rows(.element(id: <the second row's id>, action: .toggle))
  /// ```
  ///
  /// The collection holds the rows as they were when it was made, and builds a row's store only
  /// when it is read. A row's store is the same object every time its row is scoped, as long as
  /// the row exists. After its row is removed, a store you kept reads the row's last value and
  /// drops what is sent to it, reporting an issue at this call.
  public func scope<ElementID, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    _StoreCollection(
      scope(state: state, action: action) as Store<_, _>,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The row stores of an identified array, built when read; see
/// ``Store/scope(state:action:fileID:filePath:line:column:)``.
public struct _StoreCollection<ID: Hashable & Sendable, State, Action>: RandomAccessCollection {
  private let store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>
  private let rows: IdentifiedArray<ID, State>
  private let location: _SourceLocation

  @MainActor
  init(
    _ store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>,
    location: _SourceLocation
  ) {
    self.store = store
    self.rows = store.state
    self.location = location
    store.forgetRemovedRowStores(keeping: rows)
  }

  /// The position of the first row.
  public var startIndex: Int { rows.startIndex }

  /// The position after the last row.
  public var endIndex: Int { rows.endIndex }

  /// The store of the row at `position`. Read it on the main actor, like every store.
  public subscript(position: Int) -> Store<State, Action> {
    // Collection requirements are nonisolated; the row is handed to the main actor's store
    // that this collection was made on, and the main actor is checked at run time.
    let id = rows.ids[position]
    nonisolated(unsafe) let row = rows[position]
    let store = store
    let location = location
    return MainActor.assumeIsolated {
      store.rowStore(id: id, initialValue: row, location: location)
    }
  }
}

extension Store {
  /// The store of the row `id`, made once per row.
  func rowStore<ID: Hashable & Sendable, ElementState, ElementAction>(
    id: ID,
    initialValue: ElementState,
    location: _SourceLocation
  ) -> Store<ElementState, ElementAction>
  where State == IdentifiedArray<ID, ElementState>, Action == IdentifiedAction<ID, ElementAction> {
    if let store = rowStores[id] {
      return unsafeDowncast(store, to: Store<ElementState, ElementAction>.self)
    }
    let core = ElementCore(parent: core, id: id, initialValue: initialValue, location: location)
    let parentSend = sendAction
    let store = Store<ElementState, ElementAction>(core: core) { action in
      core.send(action, through: parentSend)
    }
    rowStores[id] = store
    return store
  }

  /// Releases the stores of rows that are gone, once they outnumber the rows.
  func forgetRemovedRowStores<ID: Hashable & Sendable, ElementState, ElementAction>(
    keeping rows: IdentifiedArray<ID, ElementState>
  )
  where State == IdentifiedArray<ID, ElementState>, Action == IdentifiedAction<ID, ElementAction> {
    guard rowStores.count > rows.count else { return }
    rowStores = rowStores.filter { id, _ in
      guard let id = id.base as? ID else { return false }
      return rows.ids.contains(id)
    }
  }
}
