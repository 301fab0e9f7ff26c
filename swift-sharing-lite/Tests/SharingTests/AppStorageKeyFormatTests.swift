import Dependencies
import Foundation
import Sharing
import Testing

// From upstream's documentation: AppStorageKey › a key containing "." or "@" warns, silenced by
// the `appStorageKeyFormatWarningEnabled` dependency.

struct AppStorageKeyFormatTests {
  @Test func aKeyWithAPeriodIsReported() {
    withKnownIssue {
      @Shared(.appStorage("co.pointfree.isEnabled")) var isEnabled = false
      #expect(isEnabled == false)
    } matching: { issue in
      issue.description.contains(
        """
        A Shared app storage key ("co.pointfree.isEnabled") contains an invalid character (".") \
        for key-value observation.
        """)
        && issue.description.contains("override the '\\.appStorageKeyFormatWarningEnabled'")
    }
  }

  @Test func aKeyStartingWithAnAtSignIsReported() {
    withKnownIssue {
      @Shared(.appStorage("@count")) var count = 0
      #expect(count == 0)
    } matching: { issue in
      issue.description.contains(#"key ("@count") contains an invalid character ("@")"#)
    }
  }

  @Test func theWarningCanBeTurnedOff() {
    withDependencies {
      $0.appStorageKeyFormatWarningEnabled = false
    } operation: {
      @Dependency(\.defaultAppStorage) var defaults
      @Shared(.appStorage("co.pointfree.count")) var count = 0
      $count.withLock { $0 = 2 }
      #expect(defaults.integer(forKey: "co.pointfree.count") == 2)
    }
  }
}
