/// What a location manager reports, each method doing nothing unless the delegate implements it.
/// On Linux no manager calls any of them: location services are off.
public protocol CLLocationManagerDelegate: AnyObject {
  /// The app's authorization, or its accuracy, changed.
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  /// The app's authorization changed to `status` (before iOS 14).
  func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
  /// The manager could not locate the device.
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  /// New locations arrived, the latest last.
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  /// A new location arrived (before iOS 6).
  func locationManager(
    _ manager: CLLocationManager, didUpdateTo newLocation: CLLocation,
    from oldLocation: CLLocation)
  /// Deferred updates ended, with `error` if they failed.
  func locationManager(
    _ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: (any Error)?)
  /// The system paused location updates.
  func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
  /// The system resumed location updates.
  func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
  /// A new heading arrived.
  func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
  /// Whether to show the compass calibration panel.
  func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
  /// The device entered `region`.
  func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
  /// The device left `region`.
  func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
  /// Whether the device is in `region`, as `requestState(for:)` asked.
  func locationManager(
    _ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
  /// Monitoring `region` failed.
  func locationManager(
    _ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?,
    withError error: any Error)
  /// Monitoring `region` started.
  func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
  /// Ranging found `beacons` matching `beaconConstraint`.
  func locationManager(
    _ manager: CLLocationManager, didRange beacons: [CLBeacon],
    satisfying beaconConstraint: CLBeaconIdentityConstraint)
  /// Ranging beacons matching `beaconConstraint` failed.
  func locationManager(
    _ manager: CLLocationManager, didFailRangingFor beaconConstraint: CLBeaconIdentityConstraint,
    error: any Error)
  /// The user arrived at or left a place.
  func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit)
}

extension CLLocationManagerDelegate {
  /// Does nothing.
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  /// Does nothing.
  public func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
  ) {}
  /// Does nothing.
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  /// Does nothing.
  public func locationManager(
    _ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]
  ) {}
  /// Does nothing.
  public func locationManager(
    _ manager: CLLocationManager, didUpdateTo newLocation: CLLocation,
    from oldLocation: CLLocation
  ) {}
  /// Does nothing.
  public func locationManager(
    _ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: (any Error)?
  ) {}
  /// Does nothing.
  public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
  /// Does nothing.
  public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
  /// Does nothing.
  public func locationManager(
    _ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading
  ) {}
  /// Shows no calibration panel.
  public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool {
    false
  }
  /// Does nothing.
  public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
  /// Does nothing.
  public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
  /// Does nothing.
  public func locationManager(
    _ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion
  ) {}
  /// Does nothing.
  public func locationManager(
    _ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?,
    withError error: any Error
  ) {}
  /// Does nothing.
  public func locationManager(
    _ manager: CLLocationManager, didStartMonitoringFor region: CLRegion
  ) {}
  /// Does nothing.
  public func locationManager(
    _ manager: CLLocationManager, didRange beacons: [CLBeacon],
    satisfying beaconConstraint: CLBeaconIdentityConstraint
  ) {}
  /// Does nothing.
  public func locationManager(
    _ manager: CLLocationManager, didFailRangingFor beaconConstraint: CLBeaconIdentityConstraint,
    error: any Error
  ) {}
  /// Does nothing.
  public func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit) {}
}
