import ComposableArchitecture
import CoreLocation

/// Where the user is, when allowed.
@DependencyClient
public struct LocationClient: Sendable {
  public var authorizationStatus: @Sendable () -> CLAuthorizationStatus = { .notDetermined }
  public var currentLocation: @Sendable () async throws -> CLLocationCoordinate2D
}

extension LocationClient: DependencyKey {
  public static var liveValue: LocationClient {
    let manager = LocationManager()
    return LocationClient(
      authorizationStatus: { manager.status },
      currentLocation: { try await manager.location() }
    )
  }
  public static let testValue = LocationClient()
}

private final class LocationManager: @unchecked Sendable {
  let manager = CLLocationManager()
  var status: CLAuthorizationStatus { manager.authorizationStatus }
  func location() async throws -> CLLocationCoordinate2D {
    manager.requestLocation()
    return manager.location?.coordinate ?? kCLLocationCoordinate2DInvalid
  }
}

extension DependencyValues {
  public var location: LocationClient {
    get { self[LocationClient.self] }
    set { self[LocationClient.self] = newValue }
  }
}
