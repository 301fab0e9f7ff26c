import Dispatch
import LiteSupport

/// Reports the network path as it changes: here, one satisfied path over Wi-Fi when started.
///
/// The handler, the path and the queue are set from whatever thread the app uses (a client's
/// effect sets the handler and starts the monitor, another cancels it), so they live behind one
/// lock, and the monitor is checked `Sendable`.
public final class NWPathMonitor: Sendable {
  private struct State {
    var pathUpdateHandler: (@Sendable (NWPath) -> Void)?
    var currentPath: NWPath
    var queue: DispatchQueue?
  }

  // A lock ThreadSanitizer sees (`make sanitize` checks the stand-ins too).
  private let state: VisibleLock<State>

  /// Called with each path.
  public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
    get { state.withLock { $0.pathUpdateHandler } }
    set { state.withLock { $0.pathUpdateHandler = newValue } }
  }

  /// The path last reported.
  public var currentPath: NWPath { state.withLock { $0.currentPath } }

  /// The queue the handler is called on, once started.
  public var queue: DispatchQueue? { state.withLock { $0.queue } }

  /// A monitor of every interface.
  public init() {
    state = VisibleLock(
      State(
        currentPath: NWPath(
          status: .satisfied, availableInterfaces: [NWInterface(name: "en0", type: .wifi)])))
  }

  /// A monitor of interfaces of `requiredInterfaceType`.
  public init(requiredInterfaceType: NWInterface.InterfaceType) {
    state = VisibleLock(
      State(
        currentPath: NWPath(
          status: .satisfied,
          availableInterfaces: [NWInterface(name: "if0", type: requiredInterfaceType)])))
  }

  /// Starts reporting on `queue`: the current path, once.
  public func start(queue: DispatchQueue) {
    let (path, handler) = state.withLock { state in
      state.queue = queue
      return (state.currentPath, state.pathUpdateHandler)
    }
    queue.async { handler?(path) }
  }

  /// Stops reporting.
  public func cancel() {
    pathUpdateHandler = nil
  }
}
