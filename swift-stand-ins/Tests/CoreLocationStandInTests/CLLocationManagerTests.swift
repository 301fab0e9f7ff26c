import CoreLocationStandIn
import Testing

/// The location manager as a device with location services off has it, so features take their
/// fallbacks.
struct CLLocationManagerTests {
  @Test
  func locationServicesAreOffAndTheUserHasNotBeenAsked() {
    #expect(!CLLocationManager.locationServicesEnabled())
    #expect(!CLLocationManager.headingAvailable())
    #expect(!CLLocationManager.isRangingAvailable())
    #expect(!CLLocationManager.significantLocationChangeMonitoringAvailable())
    #expect(!CLLocationManager.isMonitoringAvailable(for: CLCircularRegion.self))
    #expect(CLLocationManager.authorizationStatus() == .notDetermined)
    let manager = CLLocationManager()
    #expect(manager.authorizationStatus == .notDetermined)
    #expect(manager.accuracyAuthorization == .fullAccuracy)
    #expect(manager.location == nil)
    #expect(manager.heading == nil)
    #expect(manager.maximumRegionMonitoringDistance < 0)
  }

  @Test
  func askingForAuthorizationOrLocationsChangesNothing() {
    let manager = CLLocationManager()
    manager.requestWhenInUseAuthorization()
    manager.requestAlwaysAuthorization()
    manager.requestLocation()
    manager.startUpdatingLocation()
    #expect(manager.authorizationStatus == .notDetermined)
    #expect(manager.location == nil)
  }

  @Test
  func aNewManagerHasAppleDefaults() {
    let manager = CLLocationManager()
    #expect(manager.delegate == nil)
    #expect(manager.activityType == .other)
    #expect(!manager.allowsBackgroundLocationUpdates)
    #expect(manager.desiredAccuracy == kCLLocationAccuracyBest)
    #expect(manager.distanceFilter == kCLDistanceFilterNone)
    #expect(manager.headingFilter == 1)
    #expect(manager.headingOrientation == .portrait)
    #expect(manager.pausesLocationUpdatesAutomatically)
    #expect(!manager.showsBackgroundLocationIndicator)
    #expect(manager.monitoredRegions.isEmpty)
  }

  @Test
  func theSettingsTheAppChoosesReadBack() {
    let manager = CLLocationManager()
    manager.activityType = .fitness
    manager.allowsBackgroundLocationUpdates = true
    manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
    manager.distanceFilter = 50
    manager.headingFilter = 5
    manager.headingOrientation = .landscapeLeft
    manager.pausesLocationUpdatesAutomatically = false
    manager.showsBackgroundLocationIndicator = true
    #expect(manager.activityType == .fitness)
    #expect(manager.allowsBackgroundLocationUpdates)
    #expect(manager.desiredAccuracy == 100)
    #expect(manager.distanceFilter == 50)
    #expect(manager.headingFilter == 5)
    #expect(manager.headingOrientation == .landscapeLeft)
    #expect(!manager.pausesLocationUpdatesAutomatically)
    #expect(manager.showsBackgroundLocationIndicator)
  }

  @Test
  func monitoredRegionsAreKeptByIdentifier() {
    let manager = CLLocationManager()
    let home = CLCircularRegion(
      center: CLLocationCoordinate2D(latitude: 52.2, longitude: 21), radius: 100,
      identifier: "home")
    manager.startMonitoring(for: home)
    manager.startMonitoring(for: CLRegion(identifier: "work"))
    manager.startMonitoring(for: CLRegion(identifier: "home"))
    #expect(Set(manager.monitoredRegions.map(\.identifier)) == ["home", "work"])
    manager.stopMonitoring(for: CLRegion(identifier: "home"))
    #expect(manager.monitoredRegions.map(\.identifier) == ["work"])
  }

  @Test
  func temporaryFullAccuracyCompletesWithoutAnError() async {
    let manager = CLLocationManager()
    let error: (any Error)? = await withCheckedContinuation { continuation in
      manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "Navigation") {
        continuation.resume(returning: $0)
      }
    }
    #expect(error == nil)
    manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "Navigation")
  }

  @Test
  func nothingReachesTheDelegate() {
    let manager = CLLocationManager()
    let delegate = RecordingDelegate()
    manager.delegate = delegate
    let constraint = CLBeaconIdentityConstraint(uuid: UUID())
    let region = CLRegion(identifier: "shop")
    manager.requestWhenInUseAuthorization()
    manager.requestAlwaysAuthorization()
    manager.requestLocation()
    manager.startUpdatingLocation()
    manager.startUpdatingHeading()
    manager.startMonitoringSignificantLocationChanges()
    manager.startMonitoringVisits()
    manager.startMonitoring(for: region)
    manager.requestState(for: region)
    manager.startRangingBeacons(satisfying: constraint)
    manager.stopRangingBeacons(satisfying: constraint)
    manager.stopMonitoring(for: region)
    manager.stopMonitoringVisits()
    manager.stopMonitoringSignificantLocationChanges()
    manager.dismissHeadingCalibrationDisplay()
    manager.stopUpdatingHeading()
    manager.stopUpdatingLocation()
    #expect(delegate.calls.isEmpty)
    #expect(manager.delegate === delegate)
  }

  @Test
  func theManagerDoesNotKeepItsDelegate() {
    let manager = CLLocationManager()
    do {
      let delegate = RecordingDelegate()
      manager.delegate = delegate
      #expect(manager.delegate != nil)
    }
    #expect(manager.delegate == nil)
  }

  @Test
  func aDelegateImplementingNothingShowsNoCalibration() {
    let delegate = SilentDelegate()
    #expect(!delegate.locationManagerShouldDisplayHeadingCalibration(CLLocationManager()))
  }
}

/// A delegate that implements none of the methods: the protocol's defaults answer.
private final class SilentDelegate: CLLocationManagerDelegate {}

/// A delegate that records each method called.
private final class RecordingDelegate: CLLocationManagerDelegate {
  var calls: [String] = []

  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    calls.append("didChangeAuthorization")
  }
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
    calls.append("didFail")
  }
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    calls.append("didUpdateLocations")
  }
  func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {
    calls.append("didUpdateHeading")
  }
  func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool {
    calls.append("shouldDisplayHeadingCalibration")
    return true
  }
  func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
    calls.append("didEnterRegion")
  }
  func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {
    calls.append("didExitRegion")
  }
  func locationManager(
    _ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion
  ) {
    calls.append("didDetermineState")
  }
  func locationManager(
    _ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?,
    withError error: any Error
  ) {
    calls.append("monitoringDidFail")
  }
  func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
    calls.append("didStartMonitoring")
  }
  func locationManager(
    _ manager: CLLocationManager, didRange beacons: [CLBeacon],
    satisfying beaconConstraint: CLBeaconIdentityConstraint
  ) {
    calls.append("didRange")
  }
  func locationManager(
    _ manager: CLLocationManager, didFailRangingFor beaconConstraint: CLBeaconIdentityConstraint,
    error: any Error
  ) {
    calls.append("didFailRanging")
  }
  func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit) {
    calls.append("didVisit")
  }
}
