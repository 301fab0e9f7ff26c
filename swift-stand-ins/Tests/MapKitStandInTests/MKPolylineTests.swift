import Foundation
import MapKitStandIn
import Testing

/// Polylines as a route's path: features read their points back.
struct MKPolylineTests {
  private let points = (0..<5).map { CLLocationCoordinate2D(latitude: Double($0), longitude: 0) }

  private func line() -> MKPolyline {
    points.withUnsafeBufferPointer { MKPolyline(coordinates: $0.baseAddress!, count: $0.count) }
  }

  @Test
  func aLineKeepsItsPointsAndReportsItsMiddleOne() {
    let polyline = line()
    #expect(polyline.pointCount == 5)
    #expect(polyline.coordinates.map(\.latitude) == [0, 1, 2, 3, 4])
    #expect(polyline.coordinate.latitude == 2)
  }

  @Test
  func copyingARangeStopsAtTheLastPoint() {
    let polyline = line()
    var copied = [CLLocationCoordinate2D](repeating: CLLocationCoordinate2D(), count: 5)
    copied.withUnsafeMutableBufferPointer {
      polyline.getCoordinates($0.baseAddress!, range: NSRange(location: 3, length: 10))
    }
    #expect(copied.map(\.latitude) == [3, 4, 0, 0, 0])
  }

  @Test
  func copyingARangePastTheEndCopiesNothing() {
    let polyline = line()
    var copied = [CLLocationCoordinate2D(latitude: -1, longitude: -1)]
    copied.withUnsafeMutableBufferPointer {
      polyline.getCoordinates($0.baseAddress!, range: NSRange(location: 5, length: 1))
    }
    #expect(copied[0].latitude == -1)
  }

  @Test
  func anEmptyLineIsCenteredAtZero() {
    let polyline = MKPolyline()
    #expect(polyline.pointCount == 0)
    #expect(polyline.coordinate.latitude == 0)
    polyline.coordinates = points
    #expect(polyline.pointCount == 5)
  }
}
