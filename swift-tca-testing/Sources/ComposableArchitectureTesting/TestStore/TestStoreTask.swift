import IssueReporting

/// The effects started by one test store `send`.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await task.cancel()  // as if the view disappeared
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?
  /// Where the effects still in flight since the send were created, for a timeout's message.
  let inFlightSinceSend: @Sendable () -> [String]
  /// Makes a check of whether the test store's effects are held up rather than slow.
  let heldUpCheck: @Sendable () -> @Sendable () -> Bool
  /// The test store's timeout when the action was sent: `finish()` waits this long by default.
  let timeout: Duration

  /// A task for `rawValue` that ``finish(timeout:fileID:file:line:column:)`` waits for up to
  /// `timeout`, as upstream's canary tests make one.
  ///
  /// ```swift
  /// let task = TestStoreTask(rawValue: Task {}, timeout: .seconds(1))
  /// await task.finish()
  /// ```
  @_spi(Canary) public init(rawValue: Task<Void, Never>?, timeout: Duration) {
    self.init(rawValue: rawValue, timeout: timeout, inFlightSinceSend: { [] })
  }

  init(
    rawValue: Task<Void, Never>?,
    timeout: Duration,
    inFlightSinceSend: @escaping @Sendable () -> [String] = { [] },
    heldUpCheck: @escaping @Sendable () -> @Sendable () -> Bool = { { false } }
  ) {
    self.rawValue = rawValue
    self.timeout = timeout
    self.inFlightSinceSend = inFlightSinceSend
    self.heldUpCheck = heldUpCheck
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue)
  }

  /// Cancels the effects and waits for them to end.
  public func cancel() async {
    rawValue?.cancel()
    await rawValue?.value
  }

  /// Waits until the effects finish, failing the test if they have not after `timeout`.
  ///
  /// ```swift
  /// await store.send(.load).finish()
  /// ```
  @MainActor
  public func finish(
    timeout explicitTimeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let rawValue else { return }
    let timeout = explicitTimeout ?? self.timeout
    guard await waitForTask(rawValue, timeout: timeout, isHeldUp: heldUpCheck()) else {
      reportIssue(
        TestStoreMessage.taskDidNotFinish(
          timeout: timeout,
          timeoutAdvice: TestStoreMessage.timeoutAdvice(
            waited: timeout, storeTimeout: self.timeout),
          stillRunning: stillRunningDescription),
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
  }

  private var stillRunningDescription: String {
    let effects = inFlightSinceSend()
    guard !effects.isEmpty else { return "" }
    return "\n\n" + TestStoreMessage.stillRunning(effects)
  }

  /// Whether the effects were cancelled; `true` when the action started none.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
