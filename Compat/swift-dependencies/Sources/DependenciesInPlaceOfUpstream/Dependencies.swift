// What imports this product of upstream's swift-dependencies gets TCA Lite's Dependencies.
@_exported import Dependencies
