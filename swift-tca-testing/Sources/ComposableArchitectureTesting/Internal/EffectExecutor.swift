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
  private let parallelQueue = DispatchQueue(
    label: "ComposableArchitectureTesting.effects", attributes: .concurrent)

  init(activity: any EffectActivity) {
    self.activity = activity
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let qos = DispatchQoS(priority: job.priority)
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    let activity = activity
    activity.jobEnqueued()
    if uncheckedUseMainSerialExecutor {
      DispatchQueue.main.async(qos: qos, flags: .enforceQoS) {
        job.runSynchronously(
          isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: executor)
        activity.jobRan()
      }
    } else {
      parallelQueue.async(qos: qos, flags: .enforceQoS) {
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

extension DispatchQoS {
  /// The quality of service matching a job's priority. Without it a job would inherit the QoS of
  /// the thread that enqueued it, and an effect resumed by a background task (as
  /// `ImmediateClock`'s yields are) would wait behind everything else on a busy machine.
  fileprivate init(priority: JobPriority) {
    switch TaskPriority(rawValue: priority.rawValue) {
    case .high: self = .userInitiated
    case .medium: self = .default
    case .low: self = .utility
    case .background: self = .background
    default: self = priority.rawValue > TaskPriority.high.rawValue ? .userInteractive : .default
    }
  }
}
