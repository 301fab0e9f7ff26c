import SwiftSyntax

/// Apple frameworks Linux lacks, and how to tell a file names nothing of theirs.
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
    typePrefixes.filter { _, prefix in
      name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
    }
    .max { $0.value.count < $1.value.count }?.key
  }

  /// What the file would name if it used `module` (`AV… types`), when it names none of it; nil
  /// when it uses the module or the module is not one of these frameworks.
  static func isUnused(_ module: String, in file: SourceFileSyntax) -> String? {
    if module == "Combine" {
      return FilePorter.mentionsAny(BlockerScanner.combineNames, in: file)
        ? nil : "publishers, subjects, cancellables"
    }
    if let names = typeNames[module] {
      return FilePorter.mentionsAny(names, in: file)
        ? nil : names.sorted().prefix(3).joined(separator: ", ")
    }
    guard let prefix = typePrefixes[module] else { return nil }
    // MapKit brings CoreLocation: a file importing only MapKit may use `CLLocation`.
    let prefixes = [prefix] + (reExported[module] ?? []).compactMap { typePrefixes[$0] }
    let uses = file.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind,
        token.parent?.is(ImportPathComponentSyntax.self) != true
      else { return false }
      return prefixes.contains { prefix in
        name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
      }
    }
    return uses ? nil : prefixes.map { "\($0)… types" }.joined(separator: ", ")
  }
}
