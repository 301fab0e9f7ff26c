import Benchmark
import CasePathsCore
import LibraryFixtures

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
