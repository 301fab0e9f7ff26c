import CasePaths
import Testing

// A held-out app's root reducer declares its actions in a `public extension`, with no access
// of their own: they are public, and so must the members `@CasePathable` adds be.
public struct PublicExtensionFeature {}

extension PublicExtensionFeature {
  @CasePathable
  public enum Action: Equatable {
    case interactive(Int)
    case programmatic(String)
  }
}

struct PublicExtensionTests {
  @Test func anEnumInAPublicExtensionGetsPublicCasePaths() {
    let action = PublicExtensionFeature.Action.interactive(3)
    #expect(action[case: \.interactive] == 3)
    #expect(action.is(\.interactive))
    #expect(Array(PublicExtensionFeature.Action.allCasePaths).count == 2)
  }
}
