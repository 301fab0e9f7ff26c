// What imports this product of upstream's swift-composable-architecture gets TCA Lite's ComposableArchitecture.
@_exported import ComposableArchitecture
