#if CombineSchedulers
  import Foundation
  import Sharing
  import Synchronization
  import Testing
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  @Suite struct SharedPublisherTests {
    @Test func publishesTheValueNowAndAfterEachChange() {
      @Shared(value: 0) var count
      let counts = Mutex<[Int]>([])
      let cancellable = $count.publisher.sink { value in counts.withLock { $0.append(value) } }
      $count.withLock { $0 += 1 }
      $count.withLock { $0 += 1 }
      #expect(counts.withLock { $0 } == [0, 1, 2])
      cancellable.cancel()
      $count.withLock { $0 += 1 }
      #expect(counts.withLock { $0 } == [0, 1, 2])
    }

    @Test func reassigningTheSameKeyPublishesItsValue() {
      let key = "publisher-same-\(UUID())"
      @Shared(.inMemory(key)) var value = 0
      let values = Mutex<[Int]>([])
      let cancellable = $value.publisher.sink { value in values.withLock { $0.append(value) } }
      $value.withLock { $0 = 42 }
      $value = Shared(wrappedValue: 0, .inMemory(key))
      $value.withLock { $0 = 1729 }
      #expect(values.withLock { $0 } == [0, 42, 42, 1729])
      _ = cancellable
    }

    @Test func reassigningAnotherKeyFollowsTheNewReference() {
      @Shared(.inMemory("publisher-first-\(UUID())")) var value = 0
      let values = Mutex<[Int]>([])
      let cancellable = $value.publisher.sink { value in values.withLock { $0.append(value) } }
      $value.withLock { $0 = 42 }
      $value = Shared(wrappedValue: 0, .inMemory("publisher-second-\(UUID())"))
      $value.withLock { $0 = 1729 }
      #expect(values.withLock { $0 } == [0, 42, 0, 1729])
      _ = cancellable
    }

    @Test func readerPublishesWhatWritersChange() {
      @Shared(value: "a") var letter
      let reader = SharedReader($letter)
      let letters = Mutex<[String]>([])
      let cancellable = reader.publisher.sink { value in letters.withLock { $0.append(value) } }
      $letter.withLock { $0 = "b" }
      #expect(letters.withLock { $0 } == ["a", "b"])
      _ = cancellable
    }
  }
#endif
