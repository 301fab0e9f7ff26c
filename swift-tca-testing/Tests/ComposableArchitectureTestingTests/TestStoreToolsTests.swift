import ComposableArchitectureTesting
import FeatureFixtures
import Testing

@CasePathable
enum Destination: Equatable {
  case counter(Int)
  case settings(String)
}

@MainActor
struct TestStoreToolsTests {
  @Test func withExhaustivityRestoresTheMode() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.withExhaustivity(.off) {
      await store.send(.twice)
      #expect(store.exhaustivity == .off)
    }
    #expect(store.exhaustivity == .on)
    await store.skipReceivedActions()
    store.withExhaustivity(.off) {
      store.assert { $0.count = 2 }
    }
  }

  @available(*, deprecated)
  @Test func xctModifyChangesTheCase() {
    var destination = Destination.counter(1)
    XCTModify(&destination, case: \.counter) { $0 += 1 }
    #expect(destination == .counter(2))
  }

  @available(*, deprecated)
  @Test func xctModifyFailsOnAnotherCase() {
    var destination = Destination.settings("x")
    withKnownIssue {
      XCTModify(&destination, case: \.counter) { $0 += 1 }
    } matching: { issue in
      issue.description.hasSuffix(
        #"""
        XCTModify: Expected to extract value of type "Int" from "Destination" …

          Actual:
            settings("x")
        """#)
    }
    #expect(destination == .settings("x"))
  }

  @available(*, deprecated)
  @Test func xctModifyFailsWhenNothingChanges() {
    var destination = Destination.counter(1)
    withKnownIssue {
      XCTModify(&destination, case: \.counter) { _ in }
    } matching: { issue in
      issue.description.contains(
        #"XCTModify: Expected "Int" value to be modified but it was unchanged."#
      )
    }
  }

  // Non-exhaustively the assertion sees the state after the action: setting what is already
  // there is how it checks a value, so XCTModify does not require a change (as upstream).
  @available(*, deprecated)
  @Test func xctModifyInANonExhaustiveAssertionNeedNotChangeTheValue() async {
    let store = TestStore(initialState: Destination.counter(0)) {
      Reduce<Destination, Int> { state, count in
        state = .counter(count)
        return .none
      }
    }
    store.exhaustivity = .off
    await store.send(3) {
      XCTModify(&$0, case: \.counter) { $0 = 3 }
    }
    store.exhaustivity = .on
    await withKnownIssue {
      await store.send(3) {
        XCTModify(&$0, case: \.counter) { $0 = 3 }
      }
    } matching: { issue in
      // Exhaustively the unchanged value fails, as does the step that changed nothing.
      issue.description.contains(
        #"XCTModify: Expected "Int" value to be modified but it was unchanged."#)
        || issue.description.contains("Expected state to change, but no change occurred.")
    }
  }

  @available(*, deprecated)
  @Test func xctModifyChangesAnOptionalAndAppendsTheMessage() {
    var child: Int? = 1
    XCTModify(&child) { $0 += 1 }
    #expect(child == 2)
    child = nil
    withKnownIssue {
      XCTModify(&child, "the child is shown") { $0 += 1 }
    } matching: { issue in
      issue.description.contains(
        #"XCTModify: Expected to extract value of type "Int" from "Optional<Int>" - the child is shown …"#
      )
    }
    #expect(child == nil)
  }

  @available(*, deprecated)
  @Test func xctModifyAcceptsANonEquatableCase() {
    struct Token { var value = 0 }
    var token: Token? = Token()
    XCTModify(&token) { _ in }
    #expect(token?.value == 0)
  }

  @available(*, deprecated)
  @Test func xctModifyReportsAThrownError() {
    struct Oops: Error {}
    var destination = Destination.counter(1)
    withKnownIssue {
      XCTModify(&destination, case: \.counter) { _ in throw Oops() }
    } matching: { issue in
      issue.description.contains("Threw error: Oops()")
    }
    #expect(destination == .counter(1))
  }

  @Test func aTaskThatDoesNotFinishInTimeIsAFailure() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let task = await store.send(.never)
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(20))
    } matching: { issue in
      issue.description.contains(
        "Expected task to finish, but it is still in-flight after 0.02 seconds.")
    }
    await task.cancel()
    #expect(task.isCancelled)
  }
}
