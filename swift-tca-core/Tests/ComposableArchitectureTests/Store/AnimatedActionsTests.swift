import Testing

@testable import ComposableArchitecture

/// A feature that animates what upstream's examples animate: an alert button, a sent effect, a
/// dismissal.
@Reducer
struct AnimatedFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var child: AnimatedChild.State?
    var log: [String] = []
  }
  enum Action {
    case alert(PresentationAction<Alert>)
    case child(PresentationAction<AnimatedChild.Action>)
    case showAlert
    case showChild
    case loaded
    enum Alert { case confirm }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showAlert:
        state.alert = AlertState {
          TextState("Sure?")
        } actions: {
          ButtonState(action: .send(.confirm, animation: .default)) { TextState("Yes") }
        }
        return .none
      case .alert(.presented(.confirm)):
        state.log.append("confirmed")
        return .send(.loaded, animation: .interpolatingSpring(stiffness: 170, damping: 15))
      case .loaded:
        state.log.append("loaded")
        return .none
      case .showChild:
        state.child = AnimatedChild.State()
        return .none
      case .alert, .child:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$child, action: \.child) { AnimatedChild() }
  }
}

@Reducer
struct AnimatedChild {
  struct State: Equatable {}
  enum Action { case closeButtonTapped }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { _, _ in
      .run { _ in await dismiss(animation: .easeInOut(duration: 0.3)) }
    }
  }
}

@MainActor
struct AnimatedActionsTests {
  @Test func animatedButtonEffectAndDismissalBehaveAsPlainOnes() async {
    let store = Store(initialState: AnimatedFeature.State()) { AnimatedFeature() }
    store.send(.showAlert)
    let button = store.alert?.buttons.first
    #expect(button?.action.action == .confirm)
    #expect(button?.action.animation == .default)
    await store.send(.alert(.presented(.confirm))).finish()
    #expect(store.alert == nil)
    #expect(store.log == ["confirmed", "loaded"])
    store.send(.showChild)
    await store.send(.child(.presented(.closeButtonTapped))).finish()
    #expect(store.child == nil)
  }

  @Test func theAnimationSurfaceOfSwiftUICompiles() {
    let animations: [Animation] = [
      .default, .linear, .easeIn, .easeOut, .easeInOut, .spring, .bouncy, .smooth, .snappy,
      .interactiveSpring, .interpolatingSpring,
      .linear(duration: 1), .easeIn(duration: 1), .easeOut(duration: 1), .easeInOut(duration: 1),
      .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5),
      .spring(response: 0.3, dampingFraction: 0.7), .spring(duration: 0.4, bounce: 0.2),
      .interactiveSpring(response: 0.2), .interactiveSpring(duration: 0.2, extraBounce: 0.1),
      .interpolatingSpring(stiffness: 170, damping: 15),
      .interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1),
      .interpolatingSpring(duration: 0.4, bounce: 0.3),
      .bouncy(duration: 0.4), .smooth(duration: 0.4, extraBounce: 0.1), .snappy(duration: 0.2),
      Animation.default.delay(0.1).speed(2).repeatCount(3).repeatForever()
        .logicallyComplete(after: 0.2),
    ]
    #expect(Set(animations).count == animations.count)
    #expect(
      Animation.interpolatingSpring(stiffness: 170, damping: 15).description
        == "interpolatingSpring(mass: 1.0, stiffness: 170.0, damping: 15.0, initialVelocity: 0.0)")
  }
}

@Test func anAnimatedButtonActionDumpsItsAnimation() {
  var dump = ""
  customDump(
    ButtonStateAction<AnimatedFeature.Action.Alert>.send(.confirm, animation: .default), to: &dump)
  #expect(dump.contains("animatedSend"))
  #expect(dump.contains(".confirm,\n  animation: Animation(description: \"default\")"))
  dump = ""
  customDump(ButtonStateAction<AnimatedFeature.Action.Alert>.send(.confirm), to: &dump)
  #expect(!dump.contains("animatedSend"))
}
