/// A latitude or longitude, in degrees.
public typealias CLLocationDegrees = Double
/// A distance, in meters.
public typealias CLLocationDistance = Double
/// A speed, in meters per second.
public typealias CLLocationSpeed = Double
/// A direction, in degrees from true north.
public typealias CLLocationDirection = Double
/// An accuracy, in meters.
public typealias CLLocationAccuracy = Double

/// The best accuracy the device can give.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accuracy to about ten meters.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accuracy to about a hundred meters.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accuracy to about a kilometer.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Any movement counts.
public let kCLDistanceFilterNone: CLLocationDistance = -1

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The greatest distance a region may be monitored at.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
