import Benchmark
import CasePathsCore

/// A parent action two levels above a `Result`, the shape of `\.child.response.success`.
enum ParentAction: CasePathable {
  case child(ChildAction)
  case tick

  struct AllCasePaths {
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

  struct AllCasePaths {
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

/// What the case key path replaces: a hand-written `if case`.
@inline(never)
func extractByHand(_ action: ParentAction) -> Int? {
  if case let .child(.response(.success(value))) = action { return value }
  return nil
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .seconds(2)
  )
  let action = ParentAction.child(.response(.success(42)))

  Benchmark("Baseline: extract with a hand-written if case") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(extractByHand(identity(action)))
    }
  }

  Benchmark("Baseline: embed by hand") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(ParentAction.child(.response(.success(identity(42)))))
    }
  }

  Benchmark("CaseKeyPath extract, root[case: \\.child.response.success]") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(identity(action)[case: \.child.response.success])
    }
  }

  Benchmark("CaseKeyPath extract, key path literal hoisted out of the loop") { benchmark in
    let path: CaseKeyPath<ParentAction, Int> = \.child.response.success
    for _ in benchmark.scaledIterations {
      blackHole(identity(action)[case: path])
    }
  }

  Benchmark("CaseKeyPath embed, (\\.child.response.success)(42)") { benchmark in
    let path: CaseKeyPath<ParentAction, Int> = \.child.response.success
    for _ in benchmark.scaledIterations {
      blackHole(path(identity(42)))
    }
  }

  Benchmark("AnyCasePath extract, resolved once from the key path") { benchmark in
    let path = AnyCasePath(\ParentAction.Cases.child.response.success)
    for _ in benchmark.scaledIterations {
      blackHole(path.extract(from: identity(action)))
    }
  }

  Benchmark("AnyCasePath embed, resolved once from the key path") { benchmark in
    let path = AnyCasePath(\ParentAction.Cases.child.response.success)
    for _ in benchmark.scaledIterations {
      blackHole(path.embed(identity(42)))
    }
  }
}
