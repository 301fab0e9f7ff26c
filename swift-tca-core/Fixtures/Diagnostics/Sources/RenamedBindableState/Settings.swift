import ComposableArchitecture

// TCA 0.47's name for a bindable field: the compiler names the one to write.
struct Settings {
  @BindableState var notificationsEnabled = false
}
