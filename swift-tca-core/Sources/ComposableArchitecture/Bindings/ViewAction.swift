#if canImport(SwiftUI)
  import SwiftUI
#endif

/// An action type that sets apart the actions a view may send, in a `view` case.
///
/// ```swift
/// @Reducer
/// struct Login {
///   enum Action: ViewAction {
///     case loginResponse(Bool)
///     case view(View)
///     enum View {
///       case loginButtonTapped
///     }
///   }
/// }
/// ```
///
/// A type marked `@ViewAction(for: Login.self)` then sends `send(.loginButtonTapped)`, and
/// cannot send `.loginResponse`.
public protocol ViewAction<ViewAction> {
  /// The actions a view may send.
  associatedtype ViewAction

  /// The action that carries `action`; the `view` case.
  ///
  /// ```swift
  /// Login.Action.view(.loginButtonTapped)
  /// ```
  static func view(_ action: ViewAction) -> Self
}

/// A type that sends view actions to its `store`; conform with ``ViewAction(for:)``.
///
/// ```swift
/// @ViewAction(for: Login.self)
/// struct LoginScreen {
///   let store: StoreOf<Login>
///   func submit() { send(.loginButtonTapped) }
/// }
/// ```
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the store.
  associatedtype StoreState
  /// The actions of the store.
  associatedtype StoreAction: ViewAction

  /// The store view actions are sent to.
  @MainActor var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends `action` to the store as `.view(action)`.
  ///
  /// ```swift
  /// send(.loginButtonTapped)  // store.send(.view(.loginButtonTapped))
  /// ```
  @MainActor
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }

  /// Sends `action` to the store as `.view(action)`; `animation` is accepted for compatibility
  /// and ignored.
  ///
  /// ```swift
  /// send(.toggleButtonTapped, animation: .default)
  /// ```
  @MainActor
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
    store.send(.view(action))
  }

  /// Sends `action` to the store as `.view(action)`; `transaction` is accepted for compatibility
  /// and ignored.
  ///
  /// ```swift
  /// send(.resetButtonTapped, transaction: Transaction(animation: nil))
  /// ```
  @MainActor
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
    store.send(.view(action))
  }
}

/// Gives a type that has a `store` a `send(_:)` for the feature's view actions.
///
/// ```swift
/// @ViewAction(for: Login.self)
/// struct LoginScreen {
///   let store: StoreOf<Login>
///   func loginTapped() {
///     send(.loginButtonTapped)  // store.send(.view(.loginButtonTapped))
///   }
/// }
/// ```
///
/// Only view actions can be sent this way: `send(.loginResponse(false))` does not compile.
/// The type must declare a `store` property of the feature's store type.
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ViewActionMacro")
