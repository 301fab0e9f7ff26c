import Foundation

extension DependencyValues {
  /// The user's preferred locales, most preferred first. Live: from
  /// `Locale.preferredLanguages`. Tests must override it.
  ///
  /// ```swift
  /// @Dependency(\.preferredLocales) var preferredLocales
  /// $0.preferredLocales = [Locale(identifier: "fr_FR")]
  /// ```
  public var preferredLocales: [Locale] {
    get { self[PreferredLocalesKey.self] }
    set { self[PreferredLocalesKey.self] = newValue }
  }

  /// The key of ``preferredLocales``; it has no test value.
  public enum PreferredLocalesKey: DependencyKey {
    public static var liveValue: [Locale] {
      Locale.preferredLanguages.map(Locale.init(identifier:))
    }
  }
}
