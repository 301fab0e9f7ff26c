import Dispatch
import Observation
import Synchronization
import Testing

@testable import ComposableArchitecture

/// Observable state costs nothing to change until it is read under observation; these check
/// that observers registered afterwards, on copies or from many threads at once, are told.
@MainActor
struct UnobservedStateTests {
  @ObservableState
  struct Form {
    var count = 0
    var name = ""
  }

  /// Holds a value so that an observation can read it and a test can change it.
  final class Holder: @unchecked Sendable {
    var form = Form()
  }

  @Test func aValueChangedBeforeAnyObservationNotifiesOnceObserved() {
    let holder = Holder()
    holder.form.count = 1
    holder.form.count += 1
    #expect(!holder.form._$observationRegistrar._$isObserved)

    let count = track { _ = holder.form.count }
    #expect(holder.form._$observationRegistrar._$isObserved)
    holder.form.name = "unrelated"
    #expect(count.value == 0)
    holder.form.count = 3
    #expect(count.value == 1)
  }

  @Test func anObserverOfACopyIsToldOfChangesToTheOriginal() {
    let holder = Holder()
    let copy = holder.form
    let count = track { _ = copy.count }
    holder.form.count += 1
    #expect(count.value == 1)
  }

  @Test func observersRegisteringFromManyThreadsAtOnceAreAllTold() {
    let holder = Holder()
    let copy = holder.form
    let told = Atomic(0)
    DispatchQueue.concurrentPerform(iterations: 16) { _ in
      withObservationTracking {
        _ = copy.count
      } onChange: {
        told.add(1, ordering: .relaxed)
      }
    }
    holder.form.count = 1
    #expect(told.load(ordering: .relaxed) == 16)
  }
}
