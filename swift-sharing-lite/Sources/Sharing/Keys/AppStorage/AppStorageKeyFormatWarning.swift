import Dependencies
import IssueReporting

extension DependencyValues {
  /// Whether subscribing to an `.appStorage` key whose name contains "." or starts with "@"
  /// reports an issue, as upstream does (on Apple platforms such a key cannot be observed by
  /// key-value observation). On by default; turn it off where a key's format is not yours:
  ///
  /// ```swift
  /// prepareDependencies { $0.appStorageKeyFormatWarningEnabled = false }
  /// ```
  public var appStorageKeyFormatWarningEnabled: Bool {
    get { self[AppStorageKeyFormatWarningEnabledKey.self] }
    set { self[AppStorageKeyFormatWarningEnabledKey.self] = newValue }
  }
}

private enum AppStorageKeyFormatWarningEnabledKey: DependencyKey {
  static let liveValue = true
  static let testValue = true
}

extension AppStorageKey {
  /// Reports a key the app's Apple builds observe less well, so a test failing there fails here.
  func reportKeyFormatIfNeeded() {
    let containsPeriod = key.contains(".")
    guard containsPeriod || key.hasPrefix("@") else { return }
    @Dependency(\.appStorageKeyFormatWarningEnabled) var warningEnabled
    guard warningEnabled else { return }
    let character = containsPeriod ? "." : "@"
    reportIssue(
      """
      A Shared app storage key (\(key.debugDescription)) contains an invalid character \
      (\(character.debugDescription)) for key-value observation. External updates will be \
      observed less efficiently and accurately via notification center, instead.

      Please reformat this key by removing invalid characters in order to ensure efficient, \
      cross-process observation.

      If you cannot control the format of this key and would like to silence this warning, \
      override the '\\.appStorageKeyFormatWarningEnabled' dependency at the entry point of \
      your application. For example:

          + import Dependencies

            @main
            struct MyApp: App {
              init() {
          +     prepareDependencies {
          +       $0.appStorageKeyFormatWarningEnabled = false
          +     }
                // ...
              }

              var body: some Scene { /* ... */ }
            }
      """
    )
  }
}
