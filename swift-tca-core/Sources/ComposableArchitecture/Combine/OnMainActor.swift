#if CombineSchedulers
  import Dispatch

  /// Runs `work` now when on the main queue (the main actor's executor: where stores are
  /// subscribed to), else on the main actor soon. Off Apple platforms the main actor's jobs may
  /// run on a thread other than the main thread, so the queue is asked, not the thread.
  func onMainActor(_ work: @escaping @MainActor () -> Void) {
    if DispatchQueue.getSpecific(key: mainQueueKey) != nil {
      MainActor.assumeIsolated(work)
    } else {
      Task { @MainActor in work() }
    }
  }

  /// A value the main queue carries, so code can tell it runs there.
  private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
#endif
