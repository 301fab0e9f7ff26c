import IssueReporting

/// The effects started by one test store `send`.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await task.cancel()  // as if the view disappeared
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?
  /// The test store's record of its effects, asked when `finish()` waits: which are held up,
  /// and where those still in flight were created. A reference rather than closures, which a
  /// send would allocate.
  let effects: (any TestStoreEffectRecord)?
  /// The serial number of the first effect the send started.
  let firstEffectSerial: Int
  /// The test store's timeout when the action was sent: `finish()` waits this long by default.
  let timeout: Duration

  /// A task for `rawValue` that `finish(timeout:)` waits for up to
  /// `timeout`, as upstream's canary tests make one.
  ///
  /// ```swift
  /// let task = TestStoreTask(rawValue: Task {}, timeout: .seconds(1))
  /// await task.finish()
  /// ```
  @_spi(Canary) public init(rawValue: Task<Void, Never>?, timeout: Duration) {
    self.init(rawValue: rawValue, timeout: timeout, effects: nil)
  }

  init(
    rawValue: Task<Void, Never>?,
    timeout: Duration,
    effects: (any TestStoreEffectRecord)?,
    firstEffectSerial: Int = 0
  ) {
    self.rawValue = rawValue
    self.timeout = timeout
    self.effects = effects
    self.firstEffectSerial = firstEffectSerial
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
    var isHeldUp: @Sendable () -> Bool = { false }
    if let effects { isHeldUp = effects.heldUpCheck() }
    guard await waitForTask(rawValue, timeout: timeout, isHeldUp: isHeldUp) else {
      reportIssue(
        TestStoreMessage.taskDidNotFinish(
          timeout: timeout,
          timeoutAdvice: TestStoreMessage.timeoutAdvice(
            waited: timeout, storeTimeout: self.timeout),
          note: stillRunningNote),
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
  }

  private var stillRunningNote: String? {
    let stillRunning = effects?.effectsInFlight(since: firstEffectSerial) ?? []
    guard !stillRunning.isEmpty else { return nil }
    return TestStoreMessage.stillRunning(stillRunning)
  }

  /// Whether the effects were cancelled; `true` when the action started none.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}

/// What a ``TestStoreTask`` asks its test store about the effects of the send that made it.
protocol TestStoreEffectRecord: AnyObject, Sendable {
  /// Where the effects started since `serial` that are still in flight were created.
  func effectsInFlight(since serial: Int) -> [String]

  /// A check that is `true` when the effects have work waiting and ran none of it since the
  /// previous check: they are held up, not slow.
  func heldUpCheck() -> @Sendable () -> Bool
}
