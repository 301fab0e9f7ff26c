// What imports this product of upstream's swift-case-paths gets TCA Lite's CasePathsCore.
@_exported import CasePathsCore
