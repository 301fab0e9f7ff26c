import CoreLocationStandIn
import Foundation
import Testing

/// Locations as a feature makes them from its own values and measures between them.
struct CLLocationTests {
  private let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
  private let london = CLLocation(latitude: 51.5074, longitude: -0.1278)

  @Test
  func theDistanceIsTheGreatCircleDistanceInMeters() {
    #expect(abs(paris.distance(from: london) - 343_556) < 1)
    #expect(paris.distance(from: london) == london.distance(from: paris))
    #expect(paris.distance(from: paris) == 0)
    let equator = CLLocation(latitude: 0, longitude: 0)
    let northPole = CLLocation(latitude: 90, longitude: 0)
    #expect(abs(equator.distance(from: northPole) - 10_007_543) < 1)
  }

  @Test
  func aLocationFromALatitudeAndLongitudeHasUnknownMotionAndNoFloor() {
    let before = Date()
    let location = CLLocation(latitude: 52.23, longitude: 21.01)
    #expect(location.coordinate.latitude == 52.23)
    #expect(location.coordinate.longitude == 21.01)
    #expect(location.altitude == 0)
    #expect(location.horizontalAccuracy == 0)
    #expect(location.verticalAccuracy == -1)
    #expect(location.course == -1)
    #expect(location.courseAccuracy == -1)
    #expect(location.speed == -1)
    #expect(location.speedAccuracy == -1)
    #expect(location.floor == nil)
    #expect((before...Date()).contains(location.timestamp))
  }

  @Test
  func everyValueGivenIsKept() {
    let timestamp = Date(timeIntervalSince1970: 1_700_000_000)
    let location = CLLocation(
      coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2), altitude: 3,
      horizontalAccuracy: 4, verticalAccuracy: 5, course: 6, courseAccuracy: 7, speed: 8,
      speedAccuracy: 9, timestamp: timestamp)
    #expect(location.coordinate.latitude == 1)
    #expect(location.coordinate.longitude == 2)
    #expect(location.altitude == 3)
    #expect(location.horizontalAccuracy == 4)
    #expect(location.verticalAccuracy == 5)
    #expect(location.course == 6)
    #expect(location.courseAccuracy == 7)
    #expect(location.speed == 8)
    #expect(location.speedAccuracy == 9)
    #expect(location.timestamp == timestamp)
  }

  @Test
  func theDesignatedInitializerLeavesCourseAndSpeedUnknownUnlessGiven() {
    let timestamp = Date(timeIntervalSince1970: 0)
    let still = CLLocation(
      coordinate: CLLocationCoordinate2D(), altitude: 10, horizontalAccuracy: 5,
      verticalAccuracy: 5, timestamp: timestamp)
    #expect(still.course == -1)
    #expect(still.speed == -1)
    let moving = CLLocation(
      coordinate: CLLocationCoordinate2D(), altitude: 10, horizontalAccuracy: 5,
      verticalAccuracy: 5, course: 90, speed: 2, timestamp: timestamp)
    #expect(moving.course == 90)
    #expect(moving.speed == 2)
    #expect(moving.courseAccuracy == -1)
  }

  @Test
  func theAppsChangesReadBack() {
    let location = CLLocation(latitude: 0, longitude: 0)
    location.coordinate = CLLocationCoordinate2D(latitude: 10, longitude: 20)
    location.speed = 3
    #expect(location.coordinate.latitude == 10)
    #expect(location.coordinate.longitude == 20)
    #expect(location.speed == 3)
  }

  @Test
  func aSharedLocationReadsTheSameFromEveryTask() async {
    let location = paris
    let target = london
    let distances = await withTaskGroup(of: Double.self) { group in
      for _ in 0..<8 { group.addTask { location.distance(from: target) } }
      return await group.reduce(into: Set<Double>()) { $0.insert($1) }
    }
    #expect(distances == [paris.distance(from: london)])
  }

  @Test
  func aFloorIsTheGroundFloor() {
    #expect(CLFloor().level == 0)
  }
}
