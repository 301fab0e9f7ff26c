import Clocks

extension TestClock where Duration == Swift.Duration {
  /// Waits until some task sleeps on this clock, so that advancing it wakes that task instead of
  /// racing with it.
  func suspended() async {
    while (try? await checkSuspension()) != nil {}
  }

  /// Advances a `timer(interval: .seconds(1))` by `ticks` ticks, one at a time, waiting after
  /// each for the timer to sleep again (so that the work of each tick is done).
  func tick(_ ticks: Int) async {
    for _ in 0..<ticks {
      await advanceWhenSuspended(by: .seconds(1))
    }
    await suspended()
  }

  /// Advances the clock once some task sleeps on it.
  func advanceWhenSuspended(by duration: Duration) async {
    await suspended()
    await advance(by: duration)
  }
}
