import ComposableArchitecture
import StoreFixtures

/// The slow paths users wrote that #63 found, each beside the path it should cost like.
let probeHotPaths = [
  HotPath(
    name: "plain-destination-send", target: "≤ 1,500, 0 allocations", baseline: "presented-send"
  ) { iterations in
    let store = Store(initialState: PlainDestinationParent.State(destination: .counter(.init()))) {
      PlainDestinationParent()
    }
    let action = PlainDestinationParent.Action.destination(.presented(.counter(.increment)))
    for _ in 0..<iterations { consume(store.send(action)) }
  },
  HotPath(
    name: "plain-child-destination-send", target: "≤ 1,500, 0 allocations",
    baseline: "plain-destination-send"
  ) { iterations in
    let store = Store(initialState: PlainChildDestinationParent.State(destination: .tally(.init())))
    { PlainChildDestinationParent() }
    let action = PlainChildDestinationParent.Action.destination(.presented(.tally(.increment)))
    for _ in 0..<iterations { consume(store.send(action)) }
  },
  HotPath(name: "observable-destination-send", target: "≤ 1,500", baseline: "presented-send") {
    iterations in
    let store = Store(initialState: DestinationParent.State(destination: .counter(.init()))) {
      DestinationParent()
    }
    let action = DestinationParent.Action.destination(.presented(.counter(.increment)))
    for _ in 0..<iterations { consume(store.send(action)) }
  },
  HotPath(name: "keypath-scope-send", target: "≤ 2× scope-1, 0 allocations", baseline: "scope-1") {
    iterations in
    let store = Store(initialState: KeyPathScopeParent.State()) { KeyPathScopeParent() }
    let action = KeyPathScopeParent.Action.settings(.counter(.increment))
    for _ in 0..<iterations { consume(store.send(action)) }
  },
  HotPath(
    name: "observable-keypath-scope-send", target: "≤ 2× scope-1, 0 allocations",
    baseline: "keypath-scope-send"
  ) { iterations in
    let store = Store(initialState: ObservableKeyPathScopeParent.State()) {
      ObservableKeyPathScopeParent()
    }
    let action = ObservableKeyPathScopeParent.Action.settings(.counter(.increment))
    for _ in 0..<iterations { consume(store.send(action)) }
  },
  HotPath(name: "observable-stack-plain-element", target: "≤ 1,500", baseline: "stack-element-send")
  { iterations in
    var state = ObservableStackParent.State(elements: 10)
    let id = fifthID(of: &state.path)
    let store = Store(initialState: state) { ObservableStackParent() }
    let action = ObservableStackParent.Action.path(.element(id: id, action: .increment))
    for _ in 0..<iterations { consume(store.send(action)) }
  },
  // A plain read of a tracked field first, outside any observation: it must not turn
  // observation on, so the sends cost what they cost without it.
  HotPath(
    name: "observable-stack-plain-element-after-read", target: "≤ 1.05× without the read",
    baseline: "observable-stack-plain-element"
  ) { iterations in
    var state = ObservableStackParent.State(elements: 10)
    let id = fifthID(of: &state.path)
    let store = Store(initialState: state) { ObservableStackParent() }
    consume(store.withState { $0.title })
    let action = ObservableStackParent.Action.path(.element(id: id, action: .increment))
    for _ in 0..<iterations { consume(store.send(action)) }
  },
]

/// The id of the sixth element, read through the property's `_modify`, which, unlike its getter,
/// registers no read: the state stays unobserved.
private func fifthID(of path: inout StackState<Counter.State>) -> StackElementID {
  path.ids[5]
}
