#if CombineSchedulers
  import Foundation
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  /// A store's state, derived and deduplicated for one observer, with a way to send it actions:
  /// how features were observed before `@ObservableState`. Headless here: read ``state``, send
  /// actions, subscribe to ``publisher`` or `objectWillChange`, and derive ``StoreBinding``s
  /// where SwiftUI would derive bindings.
  ///
  /// ```swift
  /// let viewStore = ViewStore(store, observe: { $0 })
  /// viewStore.send(.incrementButtonTapped)
  /// viewStore.count  // 1
  /// ```
  ///
  /// Each action the store processes derives the view state again; an observer is told
  /// (`objectWillChange`, then ``publisher``) only when it differs from the last by
  /// `removeDuplicates`. With the `CombineSchedulers` trait (on by default).
  @available(
    *, deprecated,
    message:
      "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
  )
  @dynamicMemberLookup
  @preconcurrency @MainActor
  public final class ViewStore<ViewState, ViewAction>: ObservableObject {
    /// Sends before the view state changes. (Unsafe: OpenCombine's publisher is not marked
    /// `Sendable`, as Combine's is; it is sent on the main actor only.)
    public nonisolated(unsafe) let objectWillChange = ObservableObjectPublisher()
    let store: Store<ViewState, ViewAction>
    private var currentState: ViewState
    /// Told each time the view state changes: ``publisher``'s subscribers, in the order they
    /// subscribed.
    private let viewStateChanges = StateChangeRelay()
    #if DEBUG
      private let storeTypeName: String
    #endif

    /// A view store observing the view state `toViewState` derives from the store's state.
    ///
    /// ```swift
    /// let viewStore = ViewStore(store, observe: \.count, removeDuplicates: { $0 == $1 })
    /// ```
    public convenience init<State>(
      _ store: Store<State, ViewAction>,
      observe toViewState: @escaping (_ state: State) -> ViewState,
      removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) {
      self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
    }

    /// A view store observing the view state `toViewState` derives, whose view actions
    /// `fromViewAction` embeds in the store's actions.
    ///
    /// ```swift
    /// let viewStore = ViewStore(
    ///   store, observe: ViewState.init, send: Feature.Action.view, removeDuplicates: ==
    /// )
    /// ```
    public init<State, Action>(
      _ store: Store<State, Action>,
      observe toViewState: @escaping (_ state: State) -> ViewState,
      send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
      removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) {
      #if DEBUG
        storeTypeName = ComposableArchitecture.storeTypeName(of: store)
        Logger.shared.log("View\(storeTypeName).init")
      #endif
      self.store = store.transformingScope(state: toViewState, action: fromViewAction)
      currentState = self.store.withState { $0 }
      self.store.core.stateChanges.add { [weak self] in
        guard let self else { return false }
        let newState = self.store.withState { $0 }
        if !isDuplicate(currentState, newState) {
          objectWillChange.send()
          currentState = newState
          viewStateChanges.notify()
        }
        return true
      }
    }

    #if DEBUG
      deinit {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated { Logger.shared.log("View\(storeTypeName).deinit") }
      }
    #endif

    /// The view state: the current value, then each distinct value after an action.
    ///
    /// ```swift
    /// viewStore.publisher.count.sink { print($0) }
    /// ```
    public var publisher: StorePublisher<ViewState> {
      StorePublisher(
        store: self,
        upstream: StateChangePublisher(
          read: { self.currentState }, relay: { self.viewStateChanges })
      )
    }

    /// The view state as of the last action the store processed.
    public var state: ViewState {
      currentState
    }

    /// Reads a field of the view state.
    public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
      state[keyPath: keyPath]
    }

    /// Sends `action` to the store.
    ///
    /// ```swift
    /// await viewStore.send(.refresh).finish()
    /// ```
    @discardableResult
    public func send(_ action: ViewAction) -> StoreTask {
      store.send(action)
    }

    /// Sends `action`; `animation` is accepted for compatibility and ignored.
    @discardableResult
    public func send(_ action: ViewAction, animation: Animation?) -> StoreTask {
      send(action)
    }

    /// Sends `action`; `transaction` is accepted for compatibility and ignored.
    @discardableResult
    public func send(_ action: ViewAction, transaction: Transaction) -> StoreTask {
      send(action)
    }

    /// Sends `action` and waits while `predicate` holds of the view state. Cancelling the
    /// waiting task cancels the action's effects.
    ///
    /// ```swift
    /// await viewStore.send(.refresh, while: \.isLoading)
    /// ```
    public func send(
      _ action: ViewAction,
      while predicate: @escaping (_ state: ViewState) -> Bool
    ) async {
      let task = send(action)
      await withTaskCancellationHandler {
        await yield(while: predicate)
      } onCancel: {
        task.cancel()
      }
    }

    /// ``send(_:while:)``; `animation` is accepted for compatibility and ignored.
    public func send(
      _ action: ViewAction,
      animation: Animation?,
      while predicate: @escaping (_ state: ViewState) -> Bool
    ) async {
      await send(action, while: predicate)
    }

    /// Waits while `predicate` holds of the view state (returns at once if it does not), or
    /// until the waiting task is cancelled.
    ///
    /// ```swift
    /// await viewStore.yield(while: \.isLoading)
    /// ```
    public func yield(while predicate: @escaping (_ state: ViewState) -> Bool) async {
      guard predicate(state), !Task.isCancelled else { return }
      let waiter = StateWaiter()
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          waiter.continuation = continuation
          if Task.isCancelled { waiter.resume() }
          viewStateChanges.add { [weak self] in
            guard let self, !waiter.isResumed else { return false }
            if !predicate(state) { waiter.resume() }
            return !waiter.isResumed
          }
        }
      } onCancel: {
        Task { @MainActor in waiter.resume() }
      }
    }

    /// A binding that reads `get` of the view state and sends what `valueToAction` makes of
    /// each value written.
    ///
    /// ```swift
    /// let name = viewStore.binding(get: \.name, send: { .nameChanged($0) })
    /// name.wrappedValue = "Blob"  // sends .nameChanged("Blob")
    /// ```
    public func binding<Value>(
      get: @escaping (_ state: ViewState) -> Value,
      send valueToAction: @escaping (_ value: Value) -> ViewAction
    ) -> StoreBinding<Value> {
      StoreBinding(get: { get(self.state) }, set: { self.send(valueToAction($0)) })
    }

    /// A binding that reads `get` of the view state and sends `action` for each value written.
    public func binding<Value>(
      get: @escaping (_ state: ViewState) -> Value,
      send action: ViewAction
    ) -> StoreBinding<Value> {
      binding(get: get, send: { _ in action })
    }

    /// A binding to the whole view state, sending what `valueToAction` makes of each value.
    public func binding(
      send valueToAction: @escaping (_ state: ViewState) -> ViewAction
    ) -> StoreBinding<ViewState> {
      binding(get: { $0 }, send: valueToAction)
    }

    /// A binding to the whole view state, sending `action` for each value written.
    public func binding(send action: ViewAction) -> StoreBinding<ViewState> {
      binding(send: { _ in action })
    }
  }

  /// A view store of a reducer's state and actions.
  @available(
    *, deprecated,
    message:
      "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
  )
  public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>

  @available(
    *, deprecated,
    message:
      "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
  )
  extension ViewStore where ViewState: Equatable {
    /// A view store told of each change of the view state `toViewState` derives.
    ///
    /// ```swift
    /// let viewStore = ViewStore(store, observe: { $0 })
    /// ```
    public convenience init<State>(
      _ store: Store<State, ViewAction>,
      observe toViewState: @escaping (_ state: State) -> ViewState
    ) {
      self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
    }

    /// A view store told of each change of the view state, sending view actions through
    /// `fromViewAction`.
    public convenience init<State, Action>(
      _ store: Store<State, Action>,
      observe toViewState: @escaping (_ state: State) -> ViewState,
      send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
    ) {
      self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
    }
  }

  /// The continuation ``ViewStore/yield(while:)`` waits on, resumed once.
  @MainActor
  private final class StateWaiter {
    var continuation: CheckedContinuation<Void, Never>?
    private(set) var isResumed = false

    func resume() {
      guard !isResumed else { return }
      isResumed = true
      continuation?.resume()
      continuation = nil
    }
  }
#endif
