import Benchmark
import Foundation
import Sharing

/// What `@Shared` replaces: a value in a locked reference, read and written by hand.
final class LockedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func read() -> Int { lock.withLock { value } }
  func increment() { lock.withLock { value += 1 } }
}

struct Profile: Equatable {
  var name = "Blob"
  var visits = 0
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .seconds(2)
  )

  Benchmark("Baseline: read a locked reference") { benchmark in
    let counter = LockedCounter()
    for _ in benchmark.scaledIterations {
      blackHole(identity(counter).read())
    }
  }

  Benchmark("Baseline: increment a locked reference") { benchmark in
    let counter = LockedCounter()
    for _ in benchmark.scaledIterations {
      identity(counter).increment()
    }
    blackHole(counter.read())
  }

  Benchmark("@Shared read") { benchmark in
    let count = Shared(0)
    for _ in benchmark.scaledIterations {
      blackHole(identity(count).wrappedValue)
    }
  }

  Benchmark("@Shared write") { benchmark in
    let count = Shared(0)
    for iteration in benchmark.scaledIterations {
      identity(count).wrappedValue = iteration
    }
    blackHole(count.wrappedValue)
  }

  Benchmark("@Shared withLock increment") { benchmark in
    let count = Shared(0)
    for _ in benchmark.scaledIterations {
      identity(count).withLock { $0 += 1 }
    }
    blackHole(count.wrappedValue)
  }

  Benchmark("@Shared derived read ($profile.visits)") { benchmark in
    let profile = Shared(Profile())
    let visits = profile.visits
    for _ in benchmark.scaledIterations {
      blackHole(identity(visits).wrappedValue)
    }
  }

  Benchmark("@Shared(.inMemory) write") { benchmark in
    let count = Shared(wrappedValue: 0, .inMemory("benchmark"))
    for iteration in benchmark.scaledIterations {
      identity(count).wrappedValue = iteration
    }
    blackHole(count.wrappedValue)
  }
}
