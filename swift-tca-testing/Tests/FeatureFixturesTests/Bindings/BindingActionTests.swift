import ComposableArchitecture
import CustomDump
import FeatureFixtures
import Testing

struct BindingActionTests {
  typealias State = Settings.State

  @Test func setWritesTheFieldAndNothingElse() {
    var state = State()
    BindingAction<State>.set(\.displayName, "Blob").set(&state)
    var expected = State()
    expected.displayName = "Blob"
    #expect(state == expected)
  }

  @Test func equalWhenSameFieldAndEqualValue() {
    #expect(BindingAction<State>.set(\.displayName, "Blob") == .set(\.displayName, "Blob"))
    #expect(BindingAction<State>.set(\.displayName, "Blob") != .set(\.displayName, "Blobby"))
    #expect(BindingAction<State>.set(\.protectMyPosts, true) != .set(\.isLoading, true))
  }

  @Test func matchesItsFieldInAPattern() {
    func field(of action: Settings.Action) -> String {
      switch action {
      case .binding(\.displayName): "displayName"
      case .binding(\.protectMyPosts): "protectMyPosts"
      case .binding: "other"
      case .isHapticsEnabledChanged: "haptics"
      }
    }
    #expect(field(of: .binding(.set(\.displayName, "Blob"))) == "displayName")
    #expect(field(of: .binding(.set(\.protectMyPosts, true))) == "protectMyPosts")
    #expect(field(of: .binding(.set(\.isLoading, true))) == "other")
  }

  @Test func dumpsAsTheCallThatMadeIt() {
    let action = Settings.Action.binding(.set(\.displayName, "Blob"))
    #expect(
      String(customDumping: action) == #"Settings.Action.binding(.set(\.displayName, "Blob"))"#)
    #expect(
      String(describing: BindingAction<State>.set(\.digest, .weekly))
        == #".set(\.digest, Digest.weekly)"#)
  }

  @Test func caseKeyPathsGoThroughTheBindingIntoFields() {
    let displayName: CaseKeyPath<Settings.Action, String> = \.binding.displayName
    #expect(displayName("Blob") == .binding(.set(\.displayName, "Blob")))
    #expect(Settings.Action.binding(.set(\.displayName, "Blob"))[case: displayName] == "Blob")
    #expect(Settings.Action.binding(.set(\.isLoading, true))[case: \.binding.displayName] == nil)
    #expect(Settings.Action.isHapticsEnabledChanged(true)[case: displayName] == nil)

    let username: CaseKeyPath<Login.Action, String> = \.view.binding.username
    #expect(username("blob") == .view(.binding(.set(\.username, "blob"))))
  }

  @Test func reducerMacroReadsTheBindingCaseWithoutReflection() {
    #expect(
      Settings.Action.binding(.set(\.displayName, "Blob")).binding == .set(\.displayName, "Blob"))
    #expect(Settings.Action.isHapticsEnabledChanged(true).binding == nil)
    #expect(Login.Action.View.binding(.set(\.username, "blob")).binding == .set(\.username, "blob"))
    #expect(Login.Action.View.loginButtonTapped.binding == nil)
  }

  @Test func actionsOutsideReducerFindTheirBindingCaseByReflection() {
    #expect(HandWrittenAction.binding(.set(\.text, "Hi")).binding == .set(\.text, "Hi"))
    #expect(HandWrittenAction.other.binding == nil)
    var state = HandWrittenState()
    _ = BindingReducer<HandWrittenState, HandWrittenAction, HandWrittenAction>()
      .reduce(into: &state, action: .binding(.set(\.text, "Hi")))
    #expect(state.text == "Hi")
  }
}
