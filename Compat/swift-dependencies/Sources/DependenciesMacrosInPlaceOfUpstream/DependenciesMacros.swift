// What imports this product of upstream's swift-dependencies gets TCA Lite's DependenciesMacros.
@_exported import DependenciesMacros
