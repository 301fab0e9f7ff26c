#if CombineSchedulers
  import LiteSupport
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  extension Store {
    /// The store's state as a Combine publisher: the current state when subscribed, then the
    /// state after each action sent to the store, once the actions it feeds back synchronously
    /// (`.send`) are processed too.
    ///
    /// ```swift
    /// let cancellable = store.publisher.query
    ///   .sink { query in print("searching for \(query)") }
    /// ```
    ///
    /// For code that observes a store outside views; in new code prefer ``observe(_:)``. Fields
    /// reached through it (`store.publisher.query`) skip repeated equal values; a field named as a
    /// `Publisher` method (`count`, `first`) names the method, as with upstream's. The subscription
    /// keeps the store alive. With the `CombineSchedulers` trait (on by default).
    public var publisher: StorePublisher<State> {
      StorePublisher(store: self, upstream: StateChangePublisher(store: self))
    }
  }

  /// A publisher of a store's state; see ``Store/publisher``.
  @dynamicMemberLookup
  public struct StorePublisher<State>: Publisher {
    public typealias Output = State
    public typealias Failure = Never

    let store: AnyObject
    let upstream: AnyPublisher<State, Never>

    init(store: AnyObject, upstream: some Publisher<State, Never>) {
      self.store = store
      self.upstream = upstream.eraseToAnyPublisher()
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == State, S.Failure == Never {
      let store = store
      upstream.subscribe(
        AnySubscriber(
          receiveSubscription: subscriber.receive(subscription:),
          receiveValue: subscriber.receive(_:),
          receiveCompletion: { completion in
            subscriber.receive(completion: completion)
            _ = store
          }
        )
      )
    }

    /// A field of the state, published when it changes.
    ///
    /// ```swift
    /// store.publisher.query.sink { … }
    /// ```
    public subscript<Value: Equatable>(
      dynamicMember keyPath: KeyPath<State, Value>
    ) -> StorePublisher<Value> {
      StorePublisher<Value>(store: store, upstream: upstream.map(keyPath).removeDuplicates())
    }
  }

  /// Publishes a value on subscription and each time a relay is told it changed: a store's state
  /// after each send it processes (with the actions fed back synchronously), or a view store's
  /// view state when it changes. Subscribers are told in the order they subscribed.
  struct StateChangePublisher<Output>: Publisher {
    typealias Failure = Never

    let read: @MainActor () -> Output
    let relay: @MainActor () -> StateChangeRelay

    init(
      read: @escaping @MainActor () -> Output, relay: @escaping @MainActor () -> StateChangeRelay
    ) {
      self.read = read
      self.relay = relay
    }

    init<Action>(store: Store<Output, Action>) {
      self.init(read: { store.withState { $0 } }, relay: { store.core.stateChanges })
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
      let subscription = StateChangeSubscription(publisher: self, subscriber: subscriber)
      subscriber.receive(subscription: subscription)
      subscription.start()
    }
  }

  /// One subscriber of a ``StateChangePublisher``. The store sends on the main actor, so values
  /// are delivered there; demand is not buffered (a store does not wait for slow subscribers,
  /// as upstream's does not). Cancelling may happen on any thread: the relay drops the observer
  /// the next time it is told.
  private final class StateChangeSubscription<Output, S: Subscriber>: Subscription,
    @unchecked Sendable
  where S.Input == Output, S.Failure == Never {
    let combineIdentifier = CombineIdentifier()
    // Read and written on the main actor only.
    private let publisher: StateChangePublisher<Output>
    private let subscriber: S
    private let isCancelled = VisibleLock(false)

    init(publisher: StateChangePublisher<Output>, subscriber: S) {
      self.publisher = publisher
      self.subscriber = subscriber
    }

    func start() {
      onMainActor { [self] in
        guard publish() else { return }
        publisher.relay().add { [weak self] in self?.publish() ?? false }
      }
    }

    /// Sends the current value, unless cancelled; returns whether to go on.
    @MainActor
    private func publish() -> Bool {
      guard !isCancelled.withLock({ $0 }) else { return false }
      _ = subscriber.receive(publisher.read())
      return true
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
      isCancelled.withLock { $0 = true }
    }
  }

#endif
