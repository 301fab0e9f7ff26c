import Benchmark
import Dependencies
import LibraryFixtures

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .seconds(2)
  )

  Benchmark("Baseline: read a stored property") { benchmark in
    let feature = HandWiredFeature(client: Client(value: 1))
    for _ in benchmark.scaledIterations {
      blackHole(identity(feature).client.value)
    }
  }

  Benchmark("Baseline: create a struct holding a value") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(HandWiredFeature(client: identity(Client(value: 1))))
    }
  }

  Benchmark("Create a struct holding a @Dependency") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(Feature())
    }
  }

  Benchmark("@Dependency read, live default") { benchmark in
    let feature = Feature()
    for _ in benchmark.scaledIterations {
      blackHole(identity(feature).client.value)
    }
  }

  Benchmark("@Dependency read, overridden in scope") { benchmark in
    withDependencies {
      $0.client = Client(value: 2)
    } operation: {
      let feature = Feature()
      for _ in benchmark.scaledIterations {
        blackHole(identity(feature).client.value)
      }
    }
  }

  Benchmark("Baseline: 7 nested closure calls") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(nestedByHand(depth: 7, value: identity(1)))
    }
  }

  Benchmark("7 nested withDependencies overrides, then a read") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(nestedOverrides(depth: 7))
    }
  }
}

@inline(never)
func nestedByHand(depth: Int, value: Int) -> Int {
  depth == 0 ? value : nestedByHand(depth: depth - 1, value: value + 1)
}

@inline(never)
func nestedOverrides(depth: Int) -> Int {
  if depth == 0 {
    @Dependency(\.client) var client
    return client.value
  }
  return withDependencies {
    $0.client.value += 1
  } operation: {
    nestedOverrides(depth: depth - 1)
  }
}
