// What imports this product of upstream's swift-sharing gets TCA Lite's Sharing.
@_exported import Sharing
