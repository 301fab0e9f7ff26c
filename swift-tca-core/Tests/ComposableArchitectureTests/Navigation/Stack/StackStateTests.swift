import CustomDump
import Foundation
import Testing

@testable import ComposableArchitecture

struct StackStateTests {
  @Test func collectionOperationsMatchAnArray() {
    // A seeded random walk of 10,000 operations, checked against an array after each one.
    var generator = SplitMix64(seed: 42)
    var stack = StackState<Int>()
    var oracle: [Int] = []
    for step in 0..<10_000 {
      switch generator.next() % 8 {
      case 0, 1:
        stack.append(step)
        oracle.append(step)
      case 2 where !oracle.isEmpty:
        #expect(stack.popLast() == oracle.popLast())
      case 3 where !oracle.isEmpty:
        let index = Int(generator.next() % UInt64(oracle.count))
        stack.remove(at: index)
        oracle.remove(at: index)
      case 4:
        let index = Int(generator.next() % UInt64(oracle.count + 1))
        stack.insert(step, at: index)
        oracle.insert(step, at: index)
      case 5 where !oracle.isEmpty:
        let index = Int(generator.next() % UInt64(oracle.count))
        stack[index] = -step
        oracle[index] = -step
      case 6 where !oracle.isEmpty:
        let index = Int(generator.next() % UInt64(oracle.count))
        stack.pop(from: stack.ids[index])
        oracle.removeSubrange(index...)
      case 7 where oracle.count > 1:
        let index = Int(generator.next() % UInt64(oracle.count))
        stack.pop(to: stack.ids[index])
        oracle.removeSubrange((index + 1)...)
      default:
        break
      }
      #expect(Array(stack) == oracle)
      #expect(stack.ids.count == oracle.count)
      #expect(Set(stack.ids).count == stack.ids.count)
    }
  }

  @Test func idsAreStableAndNeverReused() {
    withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      var stack: StackState<String> = ["a", "b", "c"]
      #expect(stack.ids.map(\.debugDescription) == ["#0", "#1", "#2"])
      stack.remove(at: 1)
      stack.append("d")
      #expect(stack.ids.map(\.debugDescription) == ["#0", "#2", "#3"])
      #expect(stack[id: 2] == "c")
      stack[id: 2] = nil
      #expect(Array(stack) == ["a", "d"])
    }
  }

  @Test func idSubscriptsReadAndWrite() {
    var stack = StackState<DestinationInventoryFeature.Destination.State>([
      .detailItem(DetailFeature.State(id: 1))
    ])
    let id = stack.ids[0]
    #expect(stack[id: id, case: \.detailItem]?.id == 1)
    stack[id: id, case: \.detailItem]?.id = 2
    #expect(stack[id: id]?.detailItem?.id == 2)
    withKnownIssue {
      stack[id: id, case: \.addItem] = ItemFormFeature.State()
    } matching: {
      $0.description.hasSuffix(#"Can't modify unrelated case "detailItem""#)
    }
    #expect(stack[id: id]?.addItem == nil)
    #expect(stack[id: id]?.detailItem?.id == 2)
  }

  @Test func writingToAnUnrelatedCaseThroughOptionalChainingIsAnIssue() {
    var stack = StackState<DestinationInventoryFeature.Destination.State>([
      .detailItem(DetailFeature.State(id: 1))
    ])
    let id = stack.ids[0]
    withKnownIssue {
      stack[id: id, case: \.addItem]?.item.name = "Headphones"
    } matching: {
      $0.description.hasSuffix(#"Can't modify unrelated case "detailItem""#)
    }
    withKnownIssue {
      stack[id: StackElementID(integerLiteral: 99), case: \.detailItem]?.id = 5
    } matching: {
      $0.description.hasSuffix("Can't modify unrelated case")
    }
    #expect(stack.count == 1)
  }

  @Test func writingNilThroughTheCaseRemovesTheElement() {
    var stack = StackState<DestinationInventoryFeature.Destination.State>([
      .detailItem(DetailFeature.State(id: 1)), .detailItem(DetailFeature.State(id: 2)),
    ])
    stack[id: stack.ids[0], case: \.detailItem] = nil
    #expect(stack.count == 1)
    #expect(stack.first?.detailItem?.id == 2)
  }

  @Test func assigningAtAMissingIDOutsideTestsIsAnIssue() {
    withKnownIssue {
      withDependencies {
        $0.context = .live
      } operation: {
        var stack = StackState<Int>()
        stack[id: StackElementID(generation: 9)] = 1
        #expect(stack.isEmpty)
      }
    } matching: { issue in
      issue.description.contains("Can't assign element at missing ID.")
    }
  }

  @Test func integerLiteralIDsOutsideTestsAreAnIssue() {
    withKnownIssue {
      withDependencies {
        $0.context = .live
      } operation: {
        let id: StackElementID = 3
        #expect(id == StackElementID(generation: 3))
      }
    } matching: { issue in
      issue.description.contains(
        "Specifying stack element IDs by integer literal is not allowed outside of tests.")
    }
  }

  @Test func codingRoundTripsTheElements() throws {
    let stack: StackState<Item> = [Item(id: 1, name: "Pen"), Item(id: 2, name: "Ink")]
    let data = try JSONEncoder().encode(stack)
    let decoded = try JSONDecoder().decode(StackState<Item>.self, from: data)
    #expect(Array(decoded) == Array(stack))
  }

  @Test func dumpsElementsByID() {
    let stack = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      StackState([1, 2])
    }
    #expect(
      String(customDumping: stack) == """
        [
          #0: 1,
          #1: 2
        ]
        """)
  }
}

/// A small deterministic random number generator for seeded property tests.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
