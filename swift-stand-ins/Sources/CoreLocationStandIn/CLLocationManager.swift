/// Starts and stops location, heading and region updates: none comes here, location services
/// being off, and the delegate is never called.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses. Ported clients keep
// their manager in `@Sendable` closures; it runs no work of its own, so its only state is what
// the app sets, and, as with Apple's manager (used from the thread that made it), the app must not
// set one manager's properties or monitored regions from two threads at once.
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
  /// The largest region radius that can be monitored: none here.
  open var maximumRegionMonitoringDistance: CLLocationDistance { -1 }
  /// The regions being monitored.
  open private(set) var monitoredRegions: Set<CLRegion> = []

  /// A manager with no delegate and the default settings.
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
  /// Asks for one location: none comes.
  open func requestLocation() {}
  /// Starts location updates: none comes.
  open func startUpdatingLocation() {}
  /// Stops location updates.
  open func stopUpdatingLocation() {}
  /// Starts heading updates: none comes.
  open func startUpdatingHeading() {}
  /// Stops heading updates.
  open func stopUpdatingHeading() {}
  /// Hides the compass calibration panel: none is shown.
  open func dismissHeadingCalibrationDisplay() {}
  /// Starts significant location change updates: none comes.
  open func startMonitoringSignificantLocationChanges() {}
  /// Stops significant location change updates.
  open func stopMonitoringSignificantLocationChanges() {}
  /// Starts reporting visits: none comes.
  open func startMonitoringVisits() {}
  /// Stops reporting visits.
  open func stopMonitoringVisits() {}

  /// Monitors `region`: it joins `monitoredRegions`, and no entry or exit is reported.
  open func startMonitoring(for region: CLRegion) { monitoredRegions.insert(region) }
  /// Stops monitoring `region`.
  open func stopMonitoring(for region: CLRegion) { monitoredRegions.remove(region) }
  /// Asks whether the device is in `region`: nobody answers.
  open func requestState(for region: CLRegion) {}
  /// Ranges beacons matching `constraint`: none is found.
  open func startRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) {}
  /// Stops ranging beacons matching `constraint`.
  open func stopRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) {}
}
