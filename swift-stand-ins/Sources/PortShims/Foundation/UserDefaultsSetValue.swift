// Apple Foundation's key-value-coding setter on `UserDefaults`, which code written for Apple
// platforms stores with (`defaults.setValue(true, forKey: "isOn")`).
#if !canImport(SwiftUI)
  import Foundation

  extension UserDefaults {
    /// Stores `value` under `key`: Apple Foundation's key-value-coding setter, which Linux's
    /// `UserDefaults` lacks (its objects have no key-value coding).
    public func setValue(_ value: Any?, forKey key: String) {
      set(value, forKey: key)
    }
  }
#endif
