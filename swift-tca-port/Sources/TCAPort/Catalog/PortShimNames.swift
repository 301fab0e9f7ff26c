/// The names the `PortShims` module declares (`swift-stand-ins/Sources/PortShims`): a file of the
/// app naming one imports it, and the ported package depends on the product.
enum PortShimNames {
  /// The shims' module, a product of this package.
  static let module = "PortShims"

  /// The shim's names that stand in for SwiftUI's and UIKit's: a file that imported one of
  /// those frameworks and names one of these imports the shims.
  static let viewFrameworkNames: Set<String> = [
    "Color", "LocalizedStringKey", "EditMode", "Image", "UIApplication", "UITraitCollection",
    "UIUserInterfaceStyle", "UIGestureRecognizer", "UIImage",
    "ScenePhase", "SymbolRenderingMode",
    // Xcode's generated asset symbols: `Color(.appTint)` names `ColorResource.appTint`.
    "ColorResource", "ImageResource",
    // `"\(date, formatter: formatter)"`, a `LocalizedStringKey`'s interpolation.
    "formatter",
    // A list's edits in a reducer: `state.items.remove(atOffsets: indexSet)`, `move(fromOffsets:…)`.
    "atOffsets", "fromOffsets",
  ]

  /// The view-framework types the shims stand in for only in part, with the members they
  /// declare: `UIView.animate(withDuration:…)` stays in an effect, where a `UIView` stays the view
  /// layer.
  static let viewFrameworkMembers: [String: Set<String>] = [
    "UIView": ["AnimationOptions", "animate", "performWithoutAnimation"]
  ]

  /// What Apple's Foundation has and Linux's keeps in FoundationNetworking, which the shims
  /// re-export: any file naming one imports them.
  static let networkingNames: Set<String> = [
    "URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "NSURLRequest",
    "NSMutableURLRequest", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask",
    "URLSessionDownloadTask", "URLSessionUploadTask", "URLSessionWebSocketTask", "URLCache",
    "URLCredential", "URLAuthenticationChallenge", "URLProtectionSpace", "URLProtocol",
    "HTTPCookie", "HTTPCookieStorage", "URLSessionDelegate", "URLSessionTaskDelegate",
    "URLSessionDataDelegate",
  ]

  /// The shim's names that stand in for Apple Foundation's, and FoundationNetworking's: any file
  /// naming one imports the shims.
  static let foundationNames: Set<String> = networkingNames.union([
    "documentsDirectory", "applicationSupportDirectory", "cachesDirectory", "libraryDirectory",
    "downloadsDirectory",
    "notifications", "NSEC_PER_SEC", "NSEC_PER_MSEC", "USEC_PER_SEC", "isLowPowerModeEnabled",
    "NSProcessInfoPowerStateDidChange", "setValue", "NSUbiquitousKeyValueStore", "localized",
    "LocalizationValue", "RelativeDateTimeFormatter",
    // `AttributedString(markdown:options:baseURL:)` and what its runs carry.
    "markdown", "MarkdownParsingOptions", "PresentationIntent", "InlinePresentationIntent",
    // `distance.formatted(.measurement(width: .abbreviated, usage: .road))`.
    "measurement", "MeasurementFormatUnitUsage",
    // Links found in text.
    "NSDataDetector",
    // `NSPredicate(format: "SELF MATCHES %@", pattern)`, as forms validate text.
    "NSPredicate",
    // Core Foundation's clock, and Security's result codes a keychain client's doubles throw.
    "CFAbsoluteTimeGetCurrent", "CFAbsoluteTime", "OSStatus", "errSecSuccess",
    "errSecItemNotFound", "errSecDuplicateItem", "errSecAuthFailed",
    "errSecInteractionNotAllowed", "errSecParam", "errSecUserCanceled", "errSecDecode",
    "errSecNotAvailable", "errSecMissingEntitlement",
  ])
}
