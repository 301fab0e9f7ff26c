#if CombineSchedulers
  import Foundation
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  extension Shared {
    /// The value now and after every change, as a Combine publisher.
    ///
    /// ```swift
    /// let cancellable = $count.publisher.sink { count in print(count) }
    /// ```
    ///
    /// Assigning the projected value (`$count = Shared(value: 42)`) or loading another key
    /// publishes the new reference's value, and its changes from then on. With the
    /// `CombineSchedulers` trait (on by default); ``values`` is the same as an `AsyncSequence`.
    public var publisher: some Publisher<Value, Never> {
      SharedPublisher(slot: slot)
    }
  }

  extension SharedReader {
    /// The value now and after every change, as a Combine publisher.
    ///
    /// ```swift
    /// let cancellable = $isOn.publisher.sink { isOn in print(isOn) }
    /// ```
    ///
    /// Follows reassignments of the projected value as `Shared`'s does. With the
    /// `CombineSchedulers` trait (on by default).
    public var publisher: some Publisher<Value, Never> {
      SharedPublisher(slot: slot)
    }
  }

  /// Publishes the value of whatever reference a slot points at.
  private struct SharedPublisher<Value>: Publisher {
    typealias Output = Value
    typealias Failure = Never

    let slot: ReferenceSlot<Value>

    func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      let subscription = SharedPublisherSubscription(slot: slot, subscriber: subscriber)
      subscriber.receive(subscription: subscription)
      subscription.start()
    }
  }

  /// One subscriber: told the value on subscription and after each change, on the thread that
  /// changed it (as upstream's); demand is not buffered.
  private final class SharedPublisherSubscription<Value, S: Subscriber>: Subscription,
    @unchecked Sendable
  where S.Input == Value, S.Failure == Never {
    let combineIdentifier = CombineIdentifier()
    private let slot: ReferenceSlot<Value>
    private let subscriber: S
    private let lock = NSLock()
    // Guarded by `lock`: the reference observed, and how to stop observing it.
    private var observed: (reference: any SharedReference<Value>, token: SharedSubscription)?
    private var isCancelled = false

    init(slot: ReferenceSlot<Value>, subscriber: S) {
      self.slot = slot
      self.subscriber = subscriber
    }

    func start() {
      followSlot()
      publish()
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
      lock.lock()
      isCancelled = true
      let token = observed?.token
      observed = nil
      lock.unlock()
      token?.cancel()
    }

    private func changed() {
      followSlot()
      publish()
    }

    /// Observes the reference the slot points at now, if it is another than the one observed.
    private func followSlot() {
      let reference = slot.reference
      lock.lock()
      guard !isCancelled, observed?.reference !== reference else {
        lock.unlock()
        return
      }
      let previous = observed?.token
      // Not a sendable closure: it would capture the subscriber's type, which need not be.
      let changed = UncheckedCallback { [weak self] in self?.changed() }
      observed = (reference, reference.box.onChange { changed.call() })
      lock.unlock()
      previous?.cancel()
    }

    private func publish() {
      lock.lock()
      let isCancelled = isCancelled
      lock.unlock()
      guard !isCancelled else { return }
      _ = subscriber.receive(slot.reference.value)
    }
  }

  /// A callback called from whichever thread changes the value, as Combine subscribers are.
  private struct UncheckedCallback: @unchecked Sendable {
    let call: () -> Void
  }
#endif
