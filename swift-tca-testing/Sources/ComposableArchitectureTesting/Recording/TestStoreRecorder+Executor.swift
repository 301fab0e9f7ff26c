import LiteSupport

/// The effect executor's work, counted so that a test step can tell effects that are held up
/// (work waiting, none run) from effects that are slow.
extension TestStoreRecorder {
  /// A check that is `true` when the effects have work waiting and the executor ran none of it
  /// since the previous check (or since this was made): they are held up, not slow.
  func heldUpCheck() -> @Sendable () -> Bool {
    let lastJobsRun = VisibleLock(withLock { $0.jobsRun })
    return { [weak self] in
      guard let (hasWorkWaiting, jobsRun) = self?.withLock({ ($0.hasWorkWaiting, $0.jobsRun) })
      else { return false }
      return lastJobsRun.withLock { last in
        defer { last = jobsRun }
        return hasWorkWaiting && jobsRun == last
      }
    }
  }

  /// Makes ``heldUpCheck()``s, for a task that outlives the step that made it.
  func heldUpChecks() -> @Sendable () -> @Sendable () -> Bool {
    { [weak self] in
      guard let self else { return { false } }
      return self.heldUpCheck()
    }
  }

  func jobEnqueued() {
    withLock { $0.pendingJobs += 1 }
  }

  func jobRan() {
    let isIdle = withLock { contents in
      contents.pendingJobs -= 1
      contents.jobsRun += 1
      return contents.pendingJobs == 0
    }
    if isIdle { update { _ in } }
  }
}
