// CoreLocation's types as a ported app's features and clients name them (composable-core-location
// and the live values that drive a location manager among them). Nothing here locates the device:
// location services are off, as on a device whose user turned them off, so a manager reports
// nothing to its delegate and keeps what it was asked; the live value that located is left out,
// and tests use the client's test value. Regions, beacons and visits keep what region monitoring
// would report. Like Apple's framework, it brings Foundation.
@_exported import Foundation
