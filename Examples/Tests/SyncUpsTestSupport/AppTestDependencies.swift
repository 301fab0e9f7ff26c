import Clocks
import ComposableArchitecture
import Foundation
import SyncUpsFeature

extension DependencyValues {
  /// The dependencies the whole app's tests run it with: `clock` for time, the epoch as now,
  /// speech recognition already authorized (a request is denied), and incrementing ids.
  public mutating func useAppTestValues(clock: TestClock<Duration>) {
    continuousClock = clock
    date.now = Date(timeIntervalSince1970: 0)
    speechClient.authorizationStatus = { .authorized }
    speechClient.requestAuthorization = { .denied }
    uuid = .incrementing
  }
}
