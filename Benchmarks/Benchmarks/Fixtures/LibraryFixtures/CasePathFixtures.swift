import CasePathsCore

// Shared with `InstructionBudgets` and `Comparison/` (linked there), so every measurement of a
// case path uses the same enums.

/// A parent action two levels above a `Result`, the shape of `\.child.response.success`.
public enum ParentAction: CasePathable {
  case child(ChildAction)
  case tick

  public struct AllCasePaths: Sendable {
    public var child: AnyCasePath<ParentAction, ChildAction> {
      AnyCasePath(
        embed: { .child($0) },
        extract: {
          guard case .child(let value) = $0 else { return nil }
          return value
        }
      )
    }
  }
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

public enum ChildAction: CasePathable {
  case response(Result<Int, any Error>)
  case tap

  public struct AllCasePaths: Sendable {
    public var response: AnyCasePath<ChildAction, Result<Int, any Error>> {
      AnyCasePath(
        embed: { .response($0) },
        extract: {
          guard case .response(let value) = $0 else { return nil }
          return value
        }
      )
    }
  }
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// What the case key path replaces: a hand-written `if case`.
@inline(never)
public func extractByHand(_ action: ParentAction) -> Int? {
  if case .child(.response(.success(let value))) = action { return value }
  return nil
}
