import ComposableArchitecture

// A draft no target compiles yet: it names types that do not exist.
@Reducer
struct TimelineFeature {
  @ObservableState
  struct State: Equatable {
    var days: IdentifiedArrayOf<TimelineDay> = []
  }
  enum Action {
    case dayTapped(TimelineDay.ID)
  }
}
