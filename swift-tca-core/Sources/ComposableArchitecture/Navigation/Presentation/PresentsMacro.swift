/// Stores an optional property as presentation state, for `ifLet(\.$property, action:)`.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// Reads and writes look like a plain optional; `$destination` is the ``PresentationState``.
/// The value is stored on the heap, copied on write. Inside `@ObservableState`, observers of the
/// property are told when the presented value is replaced (another identity), and observers of
/// its fields when those change.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`$`))
public macro Presents() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PresentsMacro")
