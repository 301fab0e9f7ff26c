/// A line through coordinates on the map.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses. `MKRoute` carries one
// into Sendable state; its coordinates are settable here, so, as with any shared reference, the
// app must not mutate one instance from two threads.
open class MKPolyline: NSObject, @unchecked Sendable {
  /// The line's coordinates.
  open var coordinates: [CLLocationCoordinate2D]
  /// The line's middle point, as MapKit reports it.
  open var coordinate: CLLocationCoordinate2D {
    coordinates.isEmpty ? CLLocationCoordinate2D() : coordinates[coordinates.count / 2]
  }
  /// How many coordinates the line goes through.
  open var pointCount: Int { coordinates.count }

  /// Copies the coordinates in `range` into `coords`, stopping at the line's last one.
  open func getCoordinates(
    _ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange
  ) {
    let end = min(range.location + range.length, coordinates.count)
    guard range.location < end else { return }
    for (offset, index) in (range.location..<end).enumerated() {
      coords[offset] = coordinates[index]
    }
  }

  /// The line through the `count` coordinates at `coordinates`.
  public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    self.coordinates = Array(UnsafeBufferPointer(start: coordinates, count: count))
  }

  /// A line through no coordinates.
  public override init() { coordinates = [] }
}
