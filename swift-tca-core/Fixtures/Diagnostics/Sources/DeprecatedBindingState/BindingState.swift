import ComposableArchitecture

struct Form: Equatable {
  @BindingState var text = ""
}
