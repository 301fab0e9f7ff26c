import CustomDump

extension Reducer {
  /// Prints each action this reducer receives and the state change it made, for debugging.
  ///
  /// ```swift
  /// Feature()
  ///   ._printChanges()
  /// ```
  ///
  /// Output:
  ///
  /// ```
  /// received action:
  ///   Feature.Action.incrementButtonTapped
  ///   Feature.State(
  /// -   _count: 0
  /// +   _count: 1
  ///   )
  /// ```
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// How ``Reducer/_printChanges(_:)`` describes an action and the change it made.
public struct _ReducerPrinter<State, Action>: Sendable {
  let printChange: @Sendable (_ action: Action, _ oldState: State, _ newState: State) -> Void

  /// A printer that calls `printChange` with each action and the states around it.
  ///
  /// ```swift
  /// _ReducerPrinter { action, _, _ in print(action) }
  /// ```
  public init(
    printChange:
      @escaping @Sendable (_ action: Action, _ oldState: State, _ newState: State)
      -> Void
  ) {
    self.printChange = printChange
  }

  /// Prints the action and a diff of the state to standard output.
  public static var customDump: Self {
    customDump { print($0) }
  }

  /// Writes the action and a diff of the state to `output`.
  ///
  /// ```swift
  /// Feature()._printChanges(.customDump { log.append($0) })
  /// ```
  public static func customDump(_ output: @escaping @Sendable (String) -> Void) -> Self {
    Self { action, oldState, newState in
      var message = "received action:\n"
      message += String(customDumping: action).indented(by: 2)
      message += "\n"
      message += diff(oldState, newState) ?? "  (No state changes)"
      output(message)
    }
  }

  /// Prints only the action.
  public static var actionLabels: Self {
    Self { action, _, _ in
      print("received action:\n" + String(customDumping: action).indented(by: 2))
    }
  }
}

/// The reducer ``Reducer/_printChanges(_:)`` builds.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    _resolve().run(&state, action)
  }

  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    let base = base._resolve().run
    guard let printer else { return _ResolvedReducer(base) }
    return _ResolvedReducer { state, action in
      let oldState = state
      let effect = base(&state, action)
      printer.printChange(action, oldState, state)
      return effect
    }
  }
}
