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
    /// The publisher is created now, and subscribed (and cancelled) on the main actor when the
    /// store starts (and cancels) the effect, as upstream's store does; its actions reach the
    /// store in the order emitted. With the `CombineSchedulers` trait (on by default);
    /// off Apple platforms the publisher is OpenCombine's (`import OpenCombineShim`).
    public static func publisher(_ createPublisher: () -> some Publisher<Action, Never>) -> Self {
      let publisher = UncheckedSendable(createPublisher().eraseToAnyPublisher())
      return Self(
        .run(
          Run(priority: nil) { @MainActor send in
            for await action in publisher.wrappedValue.uncheckedActions {
              send(action.wrappedValue)
            }
          }
        )
      )
    }
  }

  extension Publisher where Failure == Never {
    /// The publisher's outputs as an async sequence that ends when it finishes; ending the
    /// iteration cancels the subscription, on the main actor. Outputs cross from the publisher's
    /// thread to the effect's task as they are, as upstream's publisher effects hand them to the
    /// store.
    @MainActor
    fileprivate var uncheckedActions: AsyncStream<UncheckedSendable<Output>> {
      AsyncStream { continuation in
        let subscription = UncheckedSendable(
          sink(
            receiveCompletion: { _ in continuation.finish() },
            receiveValue: { continuation.yield(UncheckedSendable($0)) }
          )
        )
        continuation.onTermination = { _ in onMainActor { subscription.wrappedValue.cancel() } }
      }
    }
  }
#endif
