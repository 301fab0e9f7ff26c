import ComposableArchitecture

// The counter nested in 1 to 9 levels of distinct, non-generic features, as apps nest their
// features: `Nested9` holds `Nested8`, …, `Nested1` holds the `Counter`.

/// Level 1: the counter in a `Scope`.
@Reducer
struct Nested1 {
  struct State { var inner = Counter.State() }
  enum Action { case inner(Counter.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Counter() } }
}

/// Level 2: `Nested1` in a `Scope`.
@Reducer
struct Nested2 {
  struct State { var inner = Nested1.State() }
  enum Action { case inner(Nested1.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested1() } }
}

/// Level 3: `Nested2` in a `Scope`.
@Reducer
struct Nested3 {
  struct State { var inner = Nested2.State() }
  enum Action { case inner(Nested2.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested2() } }
}

/// Level 4: `Nested3` in a `Scope`.
@Reducer
struct Nested4 {
  struct State { var inner = Nested3.State() }
  enum Action { case inner(Nested3.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested3() } }
}

/// Level 5: `Nested4` in a `Scope`.
@Reducer
struct Nested5 {
  struct State { var inner = Nested4.State() }
  enum Action { case inner(Nested4.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested4() } }
}

/// Level 6: `Nested5` in a `Scope`.
@Reducer
struct Nested6 {
  struct State { var inner = Nested5.State() }
  enum Action { case inner(Nested5.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested5() } }
}

/// Level 7: `Nested6` in a `Scope`.
@Reducer
struct Nested7 {
  struct State { var inner = Nested6.State() }
  enum Action { case inner(Nested6.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested6() } }
}

/// Level 8: `Nested7` in a `Scope`.
@Reducer
struct Nested8 {
  struct State { var inner = Nested7.State() }
  enum Action { case inner(Nested7.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested7() } }
}

/// Level 9: `Nested8` in a `Scope`.
@Reducer
struct Nested9 {
  struct State { var inner = Nested8.State() }
  enum Action { case inner(Nested8.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested8() } }
}

/// The increment action, addressed from the root of each depth.
enum NestedIncrement {
  static let level1 = Nested1.Action.inner(.increment)
  static let level3 = Nested3.Action.inner(.inner(.inner(.increment)))
  static let level5 = Nested5.Action.inner(.inner(.inner(.inner(.inner(.increment)))))
  static let level9 = Nested9.Action.inner(
    .inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.increment)))))))))
}
