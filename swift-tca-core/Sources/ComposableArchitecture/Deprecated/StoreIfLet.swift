#if CombineSchedulers
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  extension Store {
    /// Calls `unwrap` with a store of the wrapped state each time the state becomes non-`nil`,
    /// and `else` each time it becomes `nil` (and at once, whichever it is), until the returned
    /// cancellable is cancelled or released.
    ///
    /// ```swift
    /// let cancellable = store.ifLet { childStore in
    ///   childStore.send(.onAppear)
    /// } else: {
    ///   print("dismissed")
    /// }
    /// ```
    ///
    /// After the state becomes `nil`, a child store you kept reads the last value read through it.
    @available(*, deprecated, message: "Use 'observe' and 'if let store.scope', instead.")
    public func ifLet<Wrapped>(
      then unwrap: @escaping (_ store: Store<Wrapped, Action>) -> Void,
      else: @escaping () -> Void = {}
    ) -> any Cancellable where State == Wrapped? {
      publisher
        .removeDuplicates { ($0 != nil) == ($1 != nil) }
        .sink { [weak self] state in
          MainActor.assumeIsolated {
            if let self, let state {
              unwrap(self.unwrapping(state, reading: { $0 }, send: self.sendAction))
            } else {
              `else`()
            }
          }
        }
    }
  }
#endif
