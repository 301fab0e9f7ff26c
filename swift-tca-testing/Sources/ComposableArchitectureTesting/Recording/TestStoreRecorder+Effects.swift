import ComposableArchitecture

/// The effects in flight: started by a step, begun on the effect executor, finished or forgotten.
extension TestStoreRecorder {
  var inFlightEffects: [InFlightEffect] {
    withLock { $0.effects.bySerial.values.sorted { $0.serial < $1.serial } }
  }

  /// Where the effects started since `serial` that are still in flight were created, when asked.
  func effectsInFlight(since serial: Int) -> [String] {
    inFlightEffects.filter { $0.serial >= serial }.map(\.locationDescription)
  }

  func effectStarted(at location: _SourceLocation?, by action: Any) -> Int {
    withLock { contents in
      let serial = contents.effects.nextSerial
      contents.effects.nextSerial += 1
      contents.effects.bySerial[serial] = InFlightEffect(
        serial: serial, location: location, origin: contents.step.origin, action: action)
      return serial
    }
  }

  /// Stops counting the effects in flight now: skipped, they no longer hold up a step or fail
  /// the end of the test, even if one has not ended yet.
  func forgetInFlightEffects() {
    update { $0.effects.bySerial.removeAll() }
  }

  /// The effect's work has moved onto the effect executor.
  func effectBegan(_ serial: Int) {
    update { $0.effects.bySerial[serial]?.hasBegun = true }
  }

  func effectFinished(_ serial: Int) {
    _ = update { $0.effects.bySerial.removeValue(forKey: serial) }
  }
}
