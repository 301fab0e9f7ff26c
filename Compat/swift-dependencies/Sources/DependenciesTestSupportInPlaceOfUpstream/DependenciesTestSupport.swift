// What imports this product of upstream's swift-dependencies gets TCA Lite's DependenciesTestSupport.
@_exported import DependenciesTestSupport
