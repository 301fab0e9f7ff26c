// swift-format-ignore: AlwaysUseLowerCamelCase
/// What `openInMaps(launchOptions:)` takes: the key of the directions mode.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Directions by the user's default mode.
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Driving directions.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Walking directions.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Transit directions.
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Cycling directions.
public let MKLaunchOptionsDirectionsModeCycling = "MKLaunchOptionsDirectionsModeCycling"
