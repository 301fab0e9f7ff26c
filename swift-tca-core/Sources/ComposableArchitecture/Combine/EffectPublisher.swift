#if CombineSchedulers
  import ConcurrencyExtras
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  extension Effect {
    /// An effect that sends the actions a Combine publisher emits, until the publisher finishes
    /// or the effect is cancelled (which cancels the subscription).
    ///
    /// ```swift
    /// case .onAppear:
    ///   return .publisher {
    ///     settings.changes.map(Action.settingsChanged)
    ///   }
    /// ```
    ///
    /// As upstream's: the publisher is created now and subscribed on the main actor as the store
    /// starts the effect, within the `send` that returned it; the actions it emits on the main
    /// actor are sent at once (queued behind the action being processed, as any send while the
    /// store works), and the effect ends when the publisher completes. With the
    /// `CombineSchedulers` trait (on by default); off Apple platforms the publisher is
    /// OpenCombine's (`import OpenCombineShim`).
    public static func publisher(_ createPublisher: () -> some Publisher<Action, Never>) -> Self {
      let publisher = UncheckedSendable(createPublisher().eraseToAnyPublisher())
      let work: @MainActor @Sendable (Send<Action>) async -> Void = { send in
        await PublisherSubscription(publisher.wrappedValue).run(sending: send)
      }
      var run = Run(priority: nil) { send in await work(send) }
      run.immediateOperation = work
      return Self(.run(run))
    }
  }

  /// One subscription of a publisher effect: it delivers the outputs to `send`, says the work is
  /// done as the publisher completes, and is cancelled with the effect's task.
  @MainActor
  private final class PublisherSubscription<Action> {
    private let publisher: AnyPublisher<Action, Never>
    private var cancellable: AnyCancellable?
    private var continuation: CheckedContinuation<Void, Never>?

    init(_ publisher: AnyPublisher<Action, Never>) {
      self.publisher = publisher
    }

    /// Subscribes at once (no suspension before), and returns when the publisher completes or
    /// the task is cancelled.
    func run(sending send: Send<Action>) async {
      let cancel = UncheckedSendable(self)
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          guard !Task.isCancelled else { return continuation.resume() }
          self.continuation = continuation
          let subscriber = UncheckedSendable((self, send))
          cancellable = publisher.sink(
            receiveCompletion: { _ in
              onMainActor { subscriber.wrappedValue.0.end(then: subscriber.wrappedValue.1) }
            },
            receiveValue: { action in
              let action = UncheckedSendable(action)
              onMainActor { subscriber.wrappedValue.1(action.wrappedValue) }
            }
          )
        }
      } onCancel: {
        onMainActor { cancel.wrappedValue.end(then: nil) }
      }
    }

    /// Ends the subscription once: tells `send` the work is done, when the publisher completed.
    private func end(then send: Send<Action>?) {
      guard let continuation else { return }
      self.continuation = nil
      cancellable?.cancel()
      cancellable = nil
      send?.finished()
      continuation.resume()
    }
  }
#endif
