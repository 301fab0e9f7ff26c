import CasePathsCore
import Dependencies

// Hot paths of the case-path and dependency libraries. This file is compiled both here and,
// unchanged, against upstream swift-case-paths and swift-dependencies in `Comparison/`, so the
// two builds run the same code.

/// A parent action two levels above a `Result`, the shape of `\.child.response.success`.
enum ParentAction: CasePathable {
  case child(ChildAction)
  case tick

  struct AllCasePaths: Sendable {
    var child: AnyCasePath<ParentAction, ChildAction> {
      AnyCasePath(
        embed: { .child($0) },
        extract: {
          guard case let .child(value) = $0 else { return nil }
          return value
        }
      )
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

enum ChildAction: CasePathable {
  case response(Result<Int, any Error>)
  case tap

  struct AllCasePaths: Sendable {
    var response: AnyCasePath<ChildAction, Result<Int, any Error>> {
      AnyCasePath(
        embed: { .response($0) },
        extract: {
          guard case let .response(value) = $0 else { return nil }
          return value
        }
      )
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

struct Client: Sendable {
  var value: Int
}

extension Client: DependencyKey {
  static let liveValue = Client(value: 1)
}

extension DependencyValues {
  var client: Client {
    get { self[Client.self] }
    set { self[Client.self] = newValue }
  }
}

struct DependentFeature: Sendable {
  @Dependency(\.client) var client
}

/// Case-path extraction and embedding through three levels, and a `@Dependency` read.
let libraryHotPaths = [
  HotPath(name: "casepath-extract", target: "≤ 5× a hand-written `if case`", baseline: "casepath-extract-baseline") { iterations in
    let path = AnyCasePath(\ParentAction.Cases.child.response.success)
    let action = ParentAction.child(.response(.success(42)))
    for _ in 0..<iterations { consume(path.extract(from: opaque(action))) }
  },
  HotPath(name: "casepath-embed") { iterations in
    let path = AnyCasePath(\ParentAction.Cases.child.response.success)
    for iteration in 0..<iterations { consume(path.embed(iteration)) }
  },
  HotPath(name: "casepath-extract-baseline") { iterations in
    let action = ParentAction.child(.response(.success(42)))
    for _ in 0..<iterations { consume(extractByHand(opaque(action))) }
  },
  HotPath(name: "dependency-read") { iterations in
    let feature = DependentFeature()
    for _ in 0..<iterations { consume(feature.client.value) }
  },
]

/// What a case key path replaces: a hand-written `if case`.
@inline(never)
func extractByHand(_ action: ParentAction) -> Int? {
  if case let .child(.response(.success(value))) = action { return value }
  return nil
}
