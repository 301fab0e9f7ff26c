import ComposableArchitecture

// A reducer whose `State` and `Action` are declared in an extension, in another file than its
// body (``StateInExtensionTests``): the macro generates neither.
extension StateInExtensionFeature {
  @ObservableState
  public struct State: Equatable {
    public var count = 0
    public init(count: Int = 0) { self.count = count }
  }

  @CasePathable
  public enum Action: Equatable {
    case incrementButtonTapped
  }
}
