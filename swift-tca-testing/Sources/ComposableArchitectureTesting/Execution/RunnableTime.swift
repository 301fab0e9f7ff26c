import LiteSupport

/// Sleeps until the caller's tasks have had `timeout` to run.
///
/// A timeout is how long effects may take, not how long the machine may be busy elsewhere. It
/// grants `timeout` again, until a minute past the original deadline, when the effects were held
/// up rather than slow: when this wakes up late (the thread it runs on was held by other work;
/// with the main serial executor on, any test blocking the main thread holds every test store's
/// effects), or when `isHeldUp` says the effects have work waiting to run and ran none since it
/// was last asked.
func sleep(
  forRunnable timeout: Duration, isHeldUp: @Sendable () -> Bool = { false }
) async throws {
  let start = ContinuousClock.now
  var deadline = start + timeout
  while true {
    try await Task.sleep(until: deadline, clock: .continuous)
    let now = ContinuousClock.now
    guard now - start < timeout + starvationAllowance else { return }
    guard now - deadline > lateWakeUp || isHeldUp() else { return }
    deadline = now + timeout
  }
}

/// How late a wake-up has to be to show the thread was held by other work.
private let lateWakeUp = Duration.milliseconds(100)

/// How much longer than its timeout a wait may be extended for a busy machine.
private let starvationAllowance = Duration.seconds(60)

/// Waits for `task` to end, but no longer than the caller's tasks need to have had `timeout` to
/// run (see ``sleep(forRunnable:isHeldUp:)``); `true` if it ended in time.
///
/// A task's `value` cannot be cancelled, so this does not await it in a task group (which would
/// wait for it anyway): a watcher resumes the caller when it ends, and a timer resumes it when the
/// time is up, whichever comes first.
func waitForTask(
  _ task: Task<Void, Never>, timeout: Duration, isHeldUp: @escaping @Sendable () -> Bool
) async -> Bool {
  let resumed = VisibleLock(false)
  return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
    let resume: @Sendable (Bool) -> Void = { ended in
      let first = resumed.withLock { resumed in
        defer { resumed = true }
        return !resumed
      }
      if first { continuation.resume(returning: ended) }
    }
    let timer = Task {
      guard (try? await sleep(forRunnable: timeout, isHeldUp: isHeldUp)) != nil else { return }
      resume(false)
    }
    Task {
      await task.value
      timer.cancel()
      resume(true)
    }
  }
}
