// CoreLocation's location manager, as packages wrapping it (composable-core-location) and live
// values drive it. It locates nothing: location services are off, as on a device whose user
// turned them off, so nothing is reported to its delegate and what it was asked is kept.

/// How the device is held.
public enum CLDeviceOrientation: Int32, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
}

/// What the app's location updates are for, which lets the system pause them.
public enum CLActivityType: Int, Sendable {
  case other = 1
  case automotiveNavigation, fitness, otherNavigation, airborne
}

/// What a location manager reports, each method doing nothing unless the delegate implements it.
public protocol CLLocationManagerDelegate: AnyObject {
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  func locationManager(
    _ manager: CLLocationManager, didUpdateTo newLocation: CLLocation,
    from oldLocation: CLLocation)
  func locationManager(
    _ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: (any Error)?)
  func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
  func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
  func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
  func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
  func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
  func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
  func locationManager(
    _ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
  func locationManager(
    _ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?,
    withError error: any Error)
  func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
  func locationManager(
    _ manager: CLLocationManager, didRange beacons: [CLBeacon],
    satisfying beaconConstraint: CLBeaconIdentityConstraint)
  func locationManager(
    _ manager: CLLocationManager, didFailRangingFor beaconConstraint: CLBeaconIdentityConstraint,
    error: any Error)
  func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit)
}

extension CLLocationManagerDelegate {
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  public func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
  ) {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  public func locationManager(
    _ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]
  ) {}
  public func locationManager(
    _ manager: CLLocationManager, didUpdateTo newLocation: CLLocation,
    from oldLocation: CLLocation
  ) {}
  public func locationManager(
    _ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: (any Error)?
  ) {}
  public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
  public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
  public func locationManager(
    _ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading
  ) {}
  public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool {
    false
  }
  public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
  public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
  public func locationManager(
    _ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion
  ) {}
  public func locationManager(
    _ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?,
    withError error: any Error
  ) {}
  public func locationManager(
    _ manager: CLLocationManager, didStartMonitoringFor region: CLRegion
  ) {}
  public func locationManager(
    _ manager: CLLocationManager, didRange beacons: [CLBeacon],
    satisfying beaconConstraint: CLBeaconIdentityConstraint
  ) {}
  public func locationManager(
    _ manager: CLLocationManager, didFailRangingFor beaconConstraint: CLBeaconIdentityConstraint,
    error: any Error
  ) {}
  public func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit) {}
}

/// Starts and stops location, heading and region updates: none comes here, location services
/// being off.
open class CLLocationManager: NSObject, @unchecked Sendable {
  /// Whether location services are on: off here.
  open class func locationServicesEnabled() -> Bool { false }
  /// Whether the device reports its heading: not here.
  open class func headingAvailable() -> Bool { false }
  /// Whether beacons can be ranged: not here.
  open class func isRangingAvailable() -> Bool { false }
  /// Whether significant location changes can be monitored: not here.
  open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
  /// Whether regions of `regionClass` can be monitored: not here.
  open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }
  /// What the user allows the app: not asked yet.
  open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }

  /// Where the manager reports.
  open weak var delegate: (any CLLocationManagerDelegate)?
  /// What the user allows the app: not asked yet.
  open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
  /// How precise the locations the user allows are.
  open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
  /// What the updates are for.
  open var activityType = CLActivityType.other
  /// Whether updates go on in the background.
  open var allowsBackgroundLocationUpdates = false
  /// The accuracy asked for.
  open var desiredAccuracy = kCLLocationAccuracyBest
  /// The movement, in meters, before an update.
  open var distanceFilter = kCLDistanceFilterNone
  /// The change of heading, in degrees, before an update.
  open var headingFilter: CLLocationDegrees = 1
  /// How the device is held, for headings.
  open var headingOrientation = CLDeviceOrientation.portrait
  /// Whether the system may pause updates.
  open var pausesLocationUpdatesAutomatically = true
  /// Whether the status bar shows background use.
  open var showsBackgroundLocationIndicator = false
  /// The last location reported: none here.
  open var location: CLLocation? { nil }
  /// The last heading reported: none here.
  open var heading: CLHeading? { nil }
  /// The largest region radius that can be monitored.
  open var maximumRegionMonitoringDistance: CLLocationDistance { -1 }
  /// The regions being monitored.
  open private(set) var monitoredRegions: Set<CLRegion> = []

  public override init() {}

  /// Asks to locate while the app is used: nobody answers here.
  open func requestWhenInUseAuthorization() {}
  /// Asks to locate always: nobody answers here.
  open func requestAlwaysAuthorization() {}
  /// Asks for precise locations for a while: nobody answers, and `completion` gets no error.
  open func requestTemporaryFullAccuracyAuthorization(
    withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    completion?(nil)
  }
  /// Asks for one location.
  open func requestLocation() {}
  open func startUpdatingLocation() {}
  open func stopUpdatingLocation() {}
  open func startUpdatingHeading() {}
  open func stopUpdatingHeading() {}
  open func dismissHeadingCalibrationDisplay() {}
  open func startMonitoringSignificantLocationChanges() {}
  open func stopMonitoringSignificantLocationChanges() {}
  open func startMonitoringVisits() {}
  open func stopMonitoringVisits() {}

  /// Monitors `region`.
  open func startMonitoring(for region: CLRegion) { monitoredRegions.insert(region) }
  /// Stops monitoring `region`.
  open func stopMonitoring(for region: CLRegion) { monitoredRegions.remove(region) }
  /// Asks whether the device is in `region`.
  open func requestState(for region: CLRegion) {}
  /// Ranges beacons matching `constraint`.
  open func startRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) {}
  /// Stops ranging beacons matching `constraint`.
  open func stopRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) {}
}
