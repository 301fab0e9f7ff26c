import CustomDump
import Foundation
import Observation
import Testing

@testable import ComposableArchitecture

/// A state that presents another of its kind: impossible to declare without heap storage.
struct Chain: Equatable, Codable, Sendable {
  var depth = 0
  @PresentationState var next: Chain?
}

@MainActor
struct PresentationStateTests {
  @Test func copiesShareTheValueUntilOneChanges() {
    var original = PresentationState(wrappedValue: Item(id: 1, name: "Pen"))
    var copy = original
    copy.wrappedValue?.name = "Pencil"
    #expect(original.wrappedValue?.name == "Pen")
    #expect(copy.wrappedValue?.name == "Pencil")
    original.wrappedValue = nil
    #expect(copy.wrappedValue != nil)
  }

  @Test func equalityAndHashingAreThoseOfThePresentedValue() {
    let a = PresentationState(wrappedValue: 1)
    let b = PresentationState(wrappedValue: 1)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != PresentationState(wrappedValue: 2))
    #expect(PresentationState<Int>(wrappedValue: nil) == PresentationState(wrappedValue: nil))
  }

  @Test func codingRoundTripsThePresentedValue() throws {
    var chain = Chain()
    chain.next = Chain(depth: 1)
    let data = try JSONEncoder().encode(chain)
    #expect(String(decoding: data, as: UTF8.self).contains(#""depth":1"#))
    #expect(try JSONDecoder().decode(Chain.self, from: data) == chain)
  }

  @Test func dumpsAsThePresentedValue() {
    var state = InventoryFeature.State()
    state.addItem = ItemFormFeature.State(item: Item(id: 7, name: "Lamp"))
    let dump = String(customDumping: state.$addItem)
    #expect(dump.hasPrefix("ItemFormFeature.State("))
    #expect(dump.contains(#"name: "Lamp""#))
    #expect(!dump.contains("PresentationState"))
    #expect(String(customDumping: PresentationState<Int>(wrappedValue: nil)) == "nil")
  }

  @Test func deeplyNestedPresentationDoesNotOverflowTheStack() {
    var root = Chain()
    var levels: [Chain] = []
    for depth in (1...10_000).reversed() {
      var level = Chain(depth: depth)
      level.next = levels.popLast()
      levels.append(level)
    }
    root.next = levels.popLast()
    // Two references (the value's storage and its observers), whatever the presented type.
    #expect(MemoryLayout<PresentationState<Chain>>.size == 2 * MemoryLayout<Int>.size)
    #expect(MemoryLayout<PresentationState<[Int: String]>>.size == 2 * MemoryLayout<Int>.size)
    var copy = root
    copy.next?.next?.depth = -2
    #expect(root.next?.next?.depth == 2)
    #expect(copy != root)
    #expect(copy.next?.next?.next?.depth == 3)
  }

  @Test func thePresentsMacroKeepsTheMemberwiseInitializer() {
    let dismissed = InventoryFeature.State()
    #expect(dismissed.addItem == nil)
    let presented = InventoryFeature.State(addItem: ItemFormFeature.State())
    #expect(presented.addItem != nil)
    #expect(presented.$addItem.wrappedValue == presented.addItem)
  }

  @Test func caseSubscriptReadsAndWritesTheCasePresented() {
    var state = DestinationInventoryFeature.State(
      destination: .detailItem(DetailFeature.State(id: 1)))
    #expect(state.$destination[case: \.detailItem]?.id == 1)
    #expect(state.$destination[case: \.addItem] == nil)
    state.$destination[case: \.detailItem]?.id = 2
    #expect(state.destination?.detailItem?.id == 2)
    withKnownIssue {
      state.$destination[case: \.addItem] = ItemFormFeature.State()
    } matching: {
      $0.description.hasSuffix(#"Can't modify unrelated case "detailItem""#)
    }
    #expect(state.destination?.addItem == nil)
    withKnownIssue {
      state.$destination[case: \.addItem]?.item.name = "Headphones"
    } matching: {
      $0.description.hasSuffix(#"Can't modify unrelated case "detailItem""#)
    }
    state.destination?.detailItem?.id = 3
    #expect(state.destination == .detailItem(DetailFeature.State(id: 3)))
    state.$destination[case: \.detailItem] = nil
    #expect(state.destination == nil)
    withKnownIssue {
      state.$destination[case: \.detailItem]?.id = 4
    } matching: {
      $0.description.hasSuffix("Can't modify unrelated case")
    }
  }
}

@MainActor
struct PresentsObservationTests {
  @Test func observersOfThePropertyAreToldWhenThePresentationChanges() {
    let store = Store(initialState: InventoryFeature.State()) { InventoryFeature() }
    let presented = track { _ = store.addItem }
    store.send(.addButtonTapped)
    #expect(presented.value == 1)
    let replaced = track { _ = store.addItem }
    store.send(.addButtonTapped)
    #expect(replaced.value == 1)
    let dismissed = track { _ = store.addItem }
    store.send(.closeButtonTapped)
    #expect(dismissed.value == 1)
  }

  @Test func changesInsideThePresentedFeatureNotifyOnlyItsFields() {
    let store = Store(initialState: InventoryFeature.State()) { InventoryFeature() }
    store.send(.addButtonTapped)
    let form = store.scope(state: \.addItem, action: \.addItem.presented)!
    let presentation = track { _ = store.addItem.map { _ in () } }
    let item = track { _ = form.item }
    let items = track { _ = store.items }
    store.send(.addItem(.presented(.nameChanged("Stool"))))
    #expect(item.value == 1)
    #expect(items.value == 0)
    // The presentation's own identity did not change; only its field did.
    #expect(presentation.value == 0)
  }
}

/// A parent presenting state that is not observable itself.
@Reducer
struct PlainChildHost {
  @ObservableState
  struct State: Equatable {
    @Presents var child: Child.State?
  }
  enum Action {
    case child(PresentationAction<Child.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$child, action: \.child) { Child() }
  }

  @Reducer
  struct Child {
    struct State: Equatable { var count = 0 }
    enum Action { case increment }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }
}

@MainActor
struct PresentsObservationThroughIfLetTests {
  @Test func dismissalByIfLetIsObserved() {
    let store = Store(initialState: InventoryFeature.State(addItem: ItemFormFeature.State())) {
      InventoryFeature()
    }
    let presented = track { _ = store.addItem }
    store.send(.addItem(.dismiss))
    #expect(store.addItem == nil)
    #expect(presented.value == 1)
  }

  @Test func changesToStateThatIsNotObservableAreObservedThroughThePresentation() {
    let store = Store(initialState: PlainChildHost.State(child: PlainChildHost.Child.State())) {
      PlainChildHost()
    }
    let child = track { _ = store.child }
    store.send(.child(.presented(.increment)))
    #expect(store.child?.count == 1)
    #expect(child.value == 1)
  }
}
