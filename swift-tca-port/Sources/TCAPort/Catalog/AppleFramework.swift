/// Apple frameworks Linux lacks: the names their types have, and the packages that give some of
/// them on Linux.
enum AppleFramework {
  /// The prefix of every type of a framework (`AVAudioPlayer`, `SFSpeechRecognizer`).
  static let typePrefixes: [String: String] = [
    "AVFoundation": "AV", "Speech": "SF", "CoreLocation": "CL", "MapKit": "MK",
    "UserNotifications": "UN", "StoreKit": "SK", "Contacts": "CN", "EventKit": "EK",
    "CoreMotion": "CM", "Photos": "PH", "GameKit": "GK", "HealthKit": "HK", "CloudKit": "CK",
    "LocalAuthentication": "LA", "AuthenticationServices": "AS", "CoreBluetooth": "CB",
    "Network": "NW", "MultipeerConnectivity": "MC", "CoreHaptics": "CH", "Vision": "VN",
    "CoreML": "ML", "NaturalLanguage": "NL", "MediaPlayer": "MP", "PassKit": "PK",
    "WatchConnectivity": "WC", "ARKit": "AR", "AudioToolbox": "Audio", "HomeKit": "HM",
  ]

  /// The frameworks a framework brings with it, as its import does.
  static let reExported: [String: [String]] = ["MapKit": ["CoreLocation"]]

  /// The types of frameworks whose names share no prefix, by framework.
  static let typeNames: [String: Set<String>] = [
    "CryptoKit": [
      "SHA256", "SHA384", "SHA512", "Insecure", "HMAC", "SymmetricKey", "SymmetricKeySize",
      "HKDF", "AES", "ChaChaPoly", "P256", "P384", "P521", "Curve25519", "SharedSecret",
      "SHA256Digest", "SHA384Digest", "SHA512Digest", "HashFunction", "Digest",
    ]
  ]

  /// The framework whose type `name` reads as (`CLHeading`: CoreLocation), by the longest
  /// prefix that fits.
  static func framework(ofType name: String) -> String? {
    typePrefixes.filter { _, prefix in isTypeName(name, prefixed: prefix) }
      .max { $0.value.count < $1.value.count }?.key
  }

  /// Whether `name` reads as a type of a framework whose types start with `prefix`: the prefix,
  /// then a capital (`CLHeading` for `CL`, not `Close`).
  static func isTypeName(_ name: String, prefixed prefix: String) -> Bool {
    name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
  }

  /// Names only Combine defines: a file naming none of them does not need it. A file that names
  /// them imports OpenCombine's shim instead, which is Combine on Apple platforms.
  static let combineNames: Set<String> = [
    "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "Publishers",
    "Publisher", "Just", "Future", "Published", "ObservableObject", "Cancellable", "sink",
    "eraseToAnyPublisher", "objectWillChange",
  ]

  /// The package modules that have an Apple framework's API on Linux, by framework, which a
  /// kept top-level import of the framework becomes: swift-crypto's `Crypto` for CryptoKit
  /// (`SHA512.hash(data:)`, `Insecure.MD5`), OpenCombine for Combine (as TCA Lite's Combine
  /// surface builds on it).
  static let linuxModules = [("CryptoKit", "Crypto"), ("Combine", openCombineShim)]

  /// What `import Combine` becomes: OpenCombine's shim, which re-exports Combine where it exists.
  static let openCombineShim = "OpenCombineShim"
}
