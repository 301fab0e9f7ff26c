import MacroExpansionTesting
import Testing

@Suite struct ViewActionExpansionTests {
  @Test func conformsATypeWithAStoreToViewActionSending() {
    assertExpansion(
      """
      @ViewAction(for: Login.self)
      struct LoginScreen {
        let store: StoreOf<Login>
      }
      """,
      expandedSource: """
        struct LoginScreen {
          let store: StoreOf<Login>
        }

        extension LoginScreen: ComposableArchitecture.ViewActionSending {
        }
        """
    )
  }

  @Test func aBindableStoreCounts() {
    assertExpansion(
      """
      @ViewAction(for: Login.self)
      final class LoginController {
        @Bindable var store: StoreOf<Login>
        init(store: StoreOf<Login>) { self.store = store }
      }
      """,
      expandedSource: """
        final class LoginController {
          @Bindable var store: StoreOf<Login>
          init(store: StoreOf<Login>) { self.store = store }
        }

        extension LoginController: ComposableArchitecture.ViewActionSending {
        }
        """
    )
  }

  @Test func aTypeWithoutAStoreIsDiagnosedWithAFixIt() {
    assertExpansion(
      """
      @ViewAction(for: Login.self)
      struct LoginScreen {
        var title = "Log in"
      }
      """,
      expandedSource: """
        struct LoginScreen {
          var title = "Log in"
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@ViewAction' requires 'LoginScreen' to have a 'store' property of type 'StoreOf<Login>' to send view actions to",
          line: 1,
          column: 1,
          fixIts: [FixItSpec(message: "Add 'let store: StoreOf<Login>'")]
        )
      ],
      applyFixIts: ["Add 'let store: StoreOf<Login>'"],
      fixedSource: """
        @ViewAction(for: Login.self)
        struct LoginScreen {
          let store: StoreOf<Login>
          var title = "Log in"
        }
        """
    )
  }
}
