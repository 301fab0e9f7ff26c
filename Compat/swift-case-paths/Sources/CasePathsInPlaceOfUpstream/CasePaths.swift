// What imports this product of upstream's swift-case-paths gets TCA Lite's CasePaths.
@_exported import CasePaths
