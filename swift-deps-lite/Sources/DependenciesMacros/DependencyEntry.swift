/// Declares a dependency in one property of `DependencyValues`, without a key type written by
/// hand: the property's initial value is its test value; `liveValue` and `previewValue`, when
/// given, are its live and preview values.
///
/// ```swift
/// extension DependencyValues {
///   @DependencyEntry(liveValue: APIClient.live) var apiClient = APIClient.mock
/// }
/// ```
///
/// The key is private to the file, named after the property; for a `public` property it is
/// public too, named after the property's type (`APIClientKey`), so that another module (the app
/// target) can give it a live value by conforming it to `DependencyKey`. With no live value the
/// key is a `TestDependencyKey`, and the property needs an initial value.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: arbitrary)
public macro DependencyEntry<LiveValue, PreviewValue>(
  liveValue: LiveValue = (),
  previewValue: PreviewValue = ()
) = #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyEntryMacro")

/// Declares a dependency as `DependencyEntry(liveValue:previewValue:)` does; a public
/// property's key is named `keyName`.
///
/// ```swift
/// extension DependencyValues {
///   @DependencyEntry("APIClientKey") public var apiClient: any APIClient = MockAPIClient()
/// }
/// ```
@attached(accessor, names: named(get), named(set))
@attached(peer, names: arbitrary)
public macro DependencyEntry<LiveValue, PreviewValue>(
  _ keyName: String,
  liveValue: LiveValue = (),
  previewValue: PreviewValue = ()
) = #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyEntryMacro")
