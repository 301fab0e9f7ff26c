#if CombineSchedulers
  import CombineSchedulers
  import Dispatch
  import Foundation
  import Sharing
  import Testing

  /// A key whose storage answers on a test scheduler, as upstream's loading tests have it.
  private struct SlowKey: SharedReaderKey {
    let id = UUID()
    let scheduler: TestSchedulerOf<DispatchQueue>
    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
      scheduler.schedule { continuation.resume(returning: 42) }
    }
    func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>)
      -> SharedSubscription
    {
      SharedSubscription {}
    }
  }

  @Suite struct LoadingOnASchedulerTests {
    @Test func isLoadingUntilTheStorageAnswers() {
      let scheduler = DispatchQueue.test
      @SharedReader(SlowKey(scheduler: scheduler)) var value = 0
      #expect($value.isLoading)
      #expect(value == 0)
      scheduler.advance()
      #expect(!$value.isLoading)
      #expect(value == 42)
    }

    @Test func reassigningToAnotherKeyLoadsAgain() {
      let scheduler = DispatchQueue.test
      @SharedReader(SlowKey(scheduler: scheduler)) var value = 0
      scheduler.advance()
      $value = SharedReader(wrappedValue: 0, SlowKey(scheduler: scheduler))
      #expect($value.isLoading)
      #expect(value == 0)
      scheduler.advance()
      #expect(!$value.isLoading)
      #expect(value == 42)
    }
  }
#endif
