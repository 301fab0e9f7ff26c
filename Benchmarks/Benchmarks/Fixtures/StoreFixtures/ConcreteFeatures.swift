import ComposableArchitecture

// The counter nested in 1 to 9 levels of distinct, non-generic features, as apps nest their
// features: `Nested9` holds `Nested8`, …, `Nested1` holds the `Counter`.

/// Level 1: the counter in a `Scope`.
@Reducer
public struct Nested1 {
  public init() {}
  public struct State {
    public var inner: Counter.State
    public init(inner: Counter.State = Counter.State()) { self.inner = inner }
  }
  public enum Action: Sendable { case inner(Counter.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Counter() } }
}

/// Level 2: `Nested1` in a `Scope`.
@Reducer
public struct Nested2 {
  public init() {}
  public struct State {
    public var inner: Nested1.State
    public init(inner: Nested1.State = Nested1.State()) { self.inner = inner }
  }
  public enum Action: Sendable { case inner(Nested1.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested1() } }
}

/// Level 3: `Nested2` in a `Scope`.
@Reducer
public struct Nested3 {
  public init() {}
  public struct State {
    public var inner: Nested2.State
    public init(inner: Nested2.State = Nested2.State()) { self.inner = inner }
  }
  public enum Action: Sendable { case inner(Nested2.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested2() } }
}

/// Level 4: `Nested3` in a `Scope`.
@Reducer
public struct Nested4 {
  public init() {}
  public struct State {
    public var inner: Nested3.State
    public init(inner: Nested3.State = Nested3.State()) { self.inner = inner }
  }
  public enum Action: Sendable { case inner(Nested3.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested3() } }
}

/// Level 5: `Nested4` in a `Scope`.
@Reducer
public struct Nested5 {
  public init() {}
  public struct State {
    public var inner: Nested4.State
    public init(inner: Nested4.State = Nested4.State()) { self.inner = inner }
  }
  public enum Action: Sendable { case inner(Nested4.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested4() } }
}

/// Level 6: `Nested5` in a `Scope`.
@Reducer
public struct Nested6 {
  public init() {}
  public struct State {
    public var inner: Nested5.State
    public init(inner: Nested5.State = Nested5.State()) { self.inner = inner }
  }
  public enum Action: Sendable { case inner(Nested5.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested5() } }
}

/// Level 7: `Nested6` in a `Scope`.
@Reducer
public struct Nested7 {
  public init() {}
  public struct State {
    public var inner: Nested6.State
    public init(inner: Nested6.State = Nested6.State()) { self.inner = inner }
  }
  public enum Action: Sendable { case inner(Nested6.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested6() } }
}

/// Level 8: `Nested7` in a `Scope`.
@Reducer
public struct Nested8 {
  public init() {}
  public struct State {
    public var inner: Nested7.State
    public init(inner: Nested7.State = Nested7.State()) { self.inner = inner }
  }
  public enum Action: Sendable { case inner(Nested7.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested7() } }
}

/// Level 9: `Nested8` in a `Scope`.
@Reducer
public struct Nested9 {
  public init() {}
  public struct State {
    public var inner: Nested8.State
    public init(inner: Nested8.State = Nested8.State()) { self.inner = inner }
  }
  public enum Action: Sendable { case inner(Nested8.Action) }
  public var body: some ReducerOf<Self> { Scope(state: \.inner, action: \.inner) { Nested8() } }
}

/// The increment action, addressed from the root of each depth.
public enum NestedIncrement {
  public static let level1 = Nested1.Action.inner(.increment)
  public static let level3 = Nested3.Action.inner(.inner(.inner(.increment)))
  public static let level5 = Nested5.Action.inner(.inner(.inner(.inner(.inner(.increment)))))
  public static let level9 = Nested9.Action.inner(
    .inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.increment)))))))))
}
