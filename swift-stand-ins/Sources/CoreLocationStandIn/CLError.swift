/// CoreLocation's errors.
public struct CLError: Error, Hashable, Sendable {
  /// What went wrong.
  public enum Code: Int, Sendable {
    /// The location is not known yet.
    case locationUnknown
    /// The user denied the app location services.
    case denied
    /// The network was unavailable.
    case network
    /// The heading could not be determined.
    case headingFailure
    /// The user denied the app region monitoring.
    case regionMonitoringDenied
    /// A region could not be monitored.
    case regionMonitoringFailure
    /// Region monitoring could not start yet.
    case regionMonitoringSetupDelayed
    /// Region events will arrive late.
    case regionMonitoringResponseDelayed
    /// Geocoding found nothing.
    case geocodeFoundNoResult
    /// Geocoding found part of an answer.
    case geocodeFoundPartialResult
    /// Geocoding was canceled.
    case geocodeCanceled
    /// Deferred updates failed.
    case deferredFailed
    /// Deferred updates need location updates on.
    case deferredNotUpdatingLocation
    /// Deferred updates need the best accuracy.
    case deferredAccuracyTooLow
    /// Deferred updates need no distance filter.
    case deferredDistanceFiltered
    /// Deferred updates were canceled.
    case deferredCanceled
    /// Beacons cannot be ranged.
    case rangingUnavailable
    /// Ranging failed.
    case rangingFailure
    /// The user declined the prompt.
    case promptDeclined
    /// Past locations could not be read.
    case historicalLocationError
  }

  /// What went wrong.
  public var code: Code

  /// An error of `code`.
  public init(_ code: Code) { self.code = code }

  /// The location is not known yet.
  public static let locationUnknown = Code.locationUnknown
  /// The user denied the app location services.
  public static let denied = Code.denied
}
