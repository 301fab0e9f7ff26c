import Dispatch
import NetworkStandIn
import Synchronization
import Testing

/// A started monitor reports one satisfied path on its queue, as a device online would, and then
/// nothing more.
struct NWPathMonitorTests {
  /// How many paths a handler was given.
  final class Reports: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func record() { count.withLock { $0 += 1 } }
  }

  /// Waits until everything `queue` was given before this call has run.
  func drain(_ queue: DispatchQueue) async {
    await withCheckedContinuation { continuation in
      queue.async { continuation.resume() }
    }
  }

  @Test
  func startingReportsOneSatisfiedPathOverWiFiOnTheQueue() async {
    let monitor = NWPathMonitor()
    let queue = DispatchQueue(label: "path")
    let reports = Reports()
    let path = await withCheckedContinuation { continuation in
      monitor.pathUpdateHandler = { path in
        reports.record()
        continuation.resume(returning: path)
      }
      monitor.start(queue: queue)
    }
    await drain(queue)
    #expect(reports.value == 1)
    #expect(path.status == .satisfied && path.usesInterfaceType(.wifi))
    #expect(path.availableInterfaces == [NWInterface(name: "en0", type: .wifi)])
    #expect(monitor.currentPath == path)
    #expect(monitor.queue === queue)
    monitor.cancel()
  }

  @Test
  func aMonitorOfOneInterfaceTypeReportsAPathOverThatType() async {
    let monitor = NWPathMonitor(requiredInterfaceType: .cellular)
    let path = await withCheckedContinuation { continuation in
      monitor.pathUpdateHandler = { continuation.resume(returning: $0) }
      monitor.start(queue: DispatchQueue(label: "cellular"))
    }
    #expect(path.status == .satisfied)
    #expect(path.usesInterfaceType(.cellular) && !path.usesInterfaceType(.wifi))
  }

  @Test
  func beforeStartingThereIsAPathButNoQueue() {
    let monitor = NWPathMonitor()
    #expect(monitor.queue == nil)
    #expect(monitor.currentPath.status == .satisfied)
    #expect(monitor.pathUpdateHandler == nil)
  }

  @Test
  func aCancelledMonitorReportsNothing() async {
    let monitor = NWPathMonitor()
    let queue = DispatchQueue(label: "cancelled")
    let reports = Reports()
    monitor.pathUpdateHandler = { _ in reports.record() }
    monitor.cancel()
    #expect(monitor.pathUpdateHandler == nil)
    monitor.start(queue: queue)
    await drain(queue)
    #expect(reports.value == 0)
  }
}
