import LiteSupport

/// The effect executor's work, counted so that a test step can tell effects that are held up
/// (work waiting, none run) from effects that are slow.
extension TestStoreRecorder {
  /// A check that is `true` when the effects have work waiting and the executor ran none of it
  /// since the previous check (or since this was made): they are held up, not slow.
  func heldUpCheck() -> @Sendable () -> Bool {
    let lastJobsRun = VisibleLock(withLock { $0.executor.jobsRun })
    return { [weak self] in
      guard
        let (hasWorkWaiting, jobsRun) = self?.withLock({ ($0.hasWorkWaiting, $0.executor.jobsRun) })
      else { return false }
      return lastJobsRun.withLock { last in
        defer { last = jobsRun }
        return hasWorkWaiting && jobsRun == last
      }
    }
  }

  func jobEnqueued() {
    withLock { $0.executor.pendingJobs += 1 }
  }

  func jobRan() {
    let isIdle = withLock { contents in
      contents.executor.pendingJobs -= 1
      contents.executor.jobsRun += 1
      return contents.executor.pendingJobs == 0
    }
    if isIdle { update { _ in } }
  }
}
