import Testing

@testable import ComposableArchitecture

/// Each presentation has its own child store, and a presentation binding dismisses only the
/// presentation it was read for.
@MainActor
struct PresentationStoreTests {
  @Test func presentingAgainGivesANewStore() {
    let store = Store(initialState: InventoryFeature.State()) { InventoryFeature() }
    store.send(.addButtonTapped)
    let first = store.scope(state: \.addItem, action: \.addItem)
    #expect(first != nil)
    #expect(first === store.scope(state: \.addItem, action: \.addItem))
    // Dismissed and presented again with no read in between.
    store.send(.closeButtonTapped)
    store.send(.addButtonTapped)
    let second = store.scope(state: \.addItem, action: \.addItem)
    #expect(second != nil)
    #expect(second !== first)
    second?.send(.nameChanged("Headphones"))
    #expect(store.addItem?.item.name == "Headphones")
  }

  @Test func aBindingDismissesOnlyThePresentationItWasReadFor() {
    let store = Store(initialState: InventoryFeature.State()) { InventoryFeature() }
    store.send(.addButtonTapped)
    @Bindable var bindable = store
    let stale = $bindable.scope(state: \.addItem, action: \.addItem)
    #expect(stale.wrappedValue != nil)
    store.send(.closeButtonTapped)
    store.send(.addButtonTapped)
    stale.wrappedValue = nil
    #expect(store.addItem != nil, "a write from an earlier presentation dismisses nothing")
    #expect(!store.log.contains { $0.hasPrefix("dismissing") })
    let current = store.presentationBinding(state: \.addItem, action: \.addItem)
    current.wrappedValue = nil
    #expect(store.addItem == nil)
    #expect(store.log.last == "dismissing ")
    current.wrappedValue = nil
    #expect(store.log.filter { $0.hasPrefix("dismissing") }.count == 1)
  }
}
