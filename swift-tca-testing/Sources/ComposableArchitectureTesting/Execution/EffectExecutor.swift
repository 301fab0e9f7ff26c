import ConcurrencyExtras
import Dispatch

/// Runs a test store's effects and counts the jobs it has been given but not yet finished, so the
/// test store can tell when every effect is suspended on something outside it (a clock, a stream,
/// another actor) rather than about to run again.
///
/// Jobs run serially on the main queue while the main serial executor is on, and in parallel
/// otherwise, as they would on the global executor.
final class EffectExecutor: TaskExecutor, @unchecked Sendable {
  // `@unchecked`: the queue is immutable and thread-safe; the counts live in the recorder.
  private let activity: any EffectActivity
  /// Shared by every test store, and made on first use.
  private static let parallelQueue = DispatchQueue(
    label: "ComposableArchitectureTesting.effects", attributes: .concurrent)

  init(activity: any EffectActivity) {
    self.activity = activity
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    let activity = activity
    activity.jobEnqueued()
    if uncheckedUseMainSerialExecutor {
      DispatchQueue.main.async {
        job.runSynchronously(
          isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: executor)
        activity.jobRan()
      }
    } else {
      Self.parallelQueue.async {
        job.runSynchronously(on: executor)
        activity.jobRan()
      }
    }
  }
}

/// What an ``EffectExecutor`` reports about the jobs it runs.
protocol EffectActivity: Sendable {
  func jobEnqueued()
  func jobRan()
}
