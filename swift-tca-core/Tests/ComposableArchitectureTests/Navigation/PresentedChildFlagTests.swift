import Dispatch
import Testing

@testable import ComposableArchitecture

/// The presented-child flag is exact per thread: a reducer run by hand on another thread while
/// the main actor's child runs sees its own flag, not the main actor's.
@MainActor
struct PresentedChildFlagTests {
  @Test func anotherThreadSeesItsOwnFlagWhileTheMainThreadHoldsIt() {
    #expect(!PresentedChildFlag.isSet)
    let seen = PresentedChildFlag.whileSet {
      let mainSees = PresentedChildFlag.isSet
      // On a thread of its own (`sync` would run the block on this thread), waited for.
      let done = DispatchSemaphore(value: 0)
      nonisolated(unsafe) var other = (outside: true, inside: false, after: true)
      DispatchQueue.global().async {
        other = (
          outside: PresentedChildFlag.isSet,
          inside: PresentedChildFlag.whileSet { PresentedChildFlag.isSet },
          after: PresentedChildFlag.isSet
        )
        done.signal()
      }
      done.wait()
      return (mainSees, other, PresentedChildFlag.isSet)
    }
    #expect(seen.0)
    #expect(!seen.1.outside && seen.1.inside && !seen.1.after)
    #expect(seen.2)
    #expect(!PresentedChildFlag.isSet)
  }

  @Test func nestedRunsOnOneThreadKeepTheFlagUntilTheOutermostEnds() {
    let inner = PresentedChildFlag.whileSet {
      PresentedChildFlag.whileSet { PresentedChildFlag.isSet } && PresentedChildFlag.isSet
    }
    #expect(inner)
    #expect(!PresentedChildFlag.isSet)
  }
}
