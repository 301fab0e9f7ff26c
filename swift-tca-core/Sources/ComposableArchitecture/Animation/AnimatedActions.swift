#if canImport(SwiftUI)
  import SwiftUI
#endif

// TCA Lite has no view layer, so animations and transactions are accepted, for source
// compatibility with feature code written for SwiftUI, and ignored: actions are sent as usual.

extension Store {
  /// Sends `action`; `animation` is accepted for compatibility and ignored.
  ///
  /// ```swift
  /// store.send(.toggleButtonTapped, animation: .default)
  /// ```
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    send(action)
  }

  /// Sends `action`; `transaction` is accepted for compatibility and ignored.
  ///
  /// ```swift
  /// store.send(.reset, transaction: Transaction(animation: nil))
  /// ```
  @discardableResult
  public func send(_ action: Action, transaction: Transaction) -> StoreTask {
    send(action)
  }
}

extension Send {
  /// Sends `action`, unless the current task is cancelled; `animation` is accepted for
  /// compatibility and ignored.
  ///
  /// ```swift
  /// await send(.loaded(items), animation: .spring())
  /// ```
  public func callAsFunction(_ action: Action, animation: Animation?) {
    callAsFunction(action)
  }

  /// Sends `action`, unless the current task is cancelled; `transaction` is accepted for
  /// compatibility and ignored.
  ///
  /// ```swift
  /// await send(.loaded(items), transaction: Transaction(animation: .default))
  /// ```
  public func callAsFunction(_ action: Action, transaction: Transaction) {
    callAsFunction(action)
  }
}

extension Effect {
  /// This effect; `animation` is accepted for compatibility and ignored.
  ///
  /// ```swift
  /// return .send(.expand).animation()
  /// ```
  public func animation(_ animation: Animation? = .default) -> Self {
    self
  }

  /// This effect; `transaction` is accepted for compatibility and ignored.
  ///
  /// ```swift
  /// return .send(.reset).transaction(Transaction(animation: nil))
  /// ```
  public func transaction(_ transaction: Transaction) -> Self {
    self
  }
}

extension Effect {
  /// An effect that sends `action` at once, with `animation` (ignored: there is no view layer).
  ///
  /// ```swift
  /// return .send(.loaded, animation: .default)
  /// ```
  public static func send(_ action: Action, animation: Animation?) -> Self {
    .send(action)
  }

  /// An effect that sends `action` at once, in `transaction` (ignored).
  public static func send(_ action: Action, transaction: Transaction) -> Self {
    .send(action)
  }
}

extension DismissEffect {
  /// Dismisses the presented feature, with `animation` (ignored: there is no view layer).
  ///
  /// ```swift
  /// await dismiss(animation: .default)
  /// ```
  @MainActor
  public func callAsFunction(
    animation: Animation?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Dismisses the presented feature, in `transaction` (ignored).
  @MainActor
  public func callAsFunction(
    transaction: Transaction,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
