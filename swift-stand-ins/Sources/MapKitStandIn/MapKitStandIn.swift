// MapKit's types as a ported app's features and clients name them. Nothing here draws a map,
// searches or routes: a map item opens in no Maps app, the live value that searched or routed is
// left out, and tests use the client's test value. Regions, spans and camera positions compute
// and compare as the features keeping them in state expect. Like Apple's framework, it brings
// CoreLocation and Foundation.
@_exported import CoreLocationStandIn
