import Clocks

extension TestClock {
  /// Waits until some task sleeps on this clock, so that advancing it wakes that task instead of
  /// racing with it.
  func suspended() async {
    while (try? await checkSuspension()) != nil {}
  }

  /// Advances the clock once some task sleeps on it.
  func advanceWhenSuspended(by duration: Duration) async {
    await suspended()
    await advance(by: duration)
  }
}
