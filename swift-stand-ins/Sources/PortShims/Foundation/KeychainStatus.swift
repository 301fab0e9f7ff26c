// Security's result codes, which keychain wrappers and their test doubles name
// (`throw KeychainError.unhandled(status: errSecItemNotFound)`) and Linux lacks with the
// framework: the codes only, with Apple's values; no keychain is here.
#if !canImport(SwiftUI)
  /// A Security result code (Apple's `OSStatus`).
  public typealias OSStatus = Int32

  /// No error.
  public let errSecSuccess: OSStatus = 0
  /// The item cannot be found.
  public let errSecItemNotFound: OSStatus = -25300
  /// The item already exists.
  public let errSecDuplicateItem: OSStatus = -25299
  /// The user name or passphrase is not correct.
  public let errSecAuthFailed: OSStatus = -25293
  /// Interaction with the user is not allowed.
  public let errSecInteractionNotAllowed: OSStatus = -25308
  /// A parameter is not valid.
  public let errSecParam: OSStatus = -50
  /// The user cancelled.
  public let errSecUserCanceled: OSStatus = -128
  /// The data cannot be decoded.
  public let errSecDecode: OSStatus = -26275
  /// No keychain is available.
  public let errSecNotAvailable: OSStatus = -25291
  /// The app lacks the entitlement the operation needs.
  public let errSecMissingEntitlement: OSStatus = -34018
#endif
