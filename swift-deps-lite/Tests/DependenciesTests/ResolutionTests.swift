import Dependencies
import Testing

/// A dependency whose value reads another one lazily, each time it is called.
private struct LazyParent: TestDependencyKey {
  var value: @Sendable () -> Int
  static let testValue = LazyParent {
    @Dependency(\.lazyChild) var child
    return child.value()
  }
}

/// A dependency that captures another one when it is created, and reads it when called.
private struct NestedParent: TestDependencyKey {
  var value: @Sendable () -> Int
  static var testValue: NestedParent {
    @Dependency(\.lazyChild) var child
    return NestedParent { child.value() }
  }
}

private struct LazyChild: TestDependencyKey {
  var value: @Sendable () -> Int
  static let testValue = LazyChild { 1729 }
}

extension DependencyValues {
  fileprivate var lazyParent: LazyParent {
    get { self[LazyParent.self] }
    set { self[LazyParent.self] = newValue }
  }
  fileprivate var nestedParent: NestedParent {
    get { self[NestedParent.self] }
    set { self[NestedParent.self] = newValue }
  }
  fileprivate var lazyChild: LazyChild {
    get { self[LazyChild.self] }
    set { self[LazyChild.self] = newValue }
  }
}

private struct Model {
  @Dependency(\.nestedParent) var nestedParent
  @Dependency(\.lazyChild) var child
}

@Suite struct ResolutionTests {
  @Test func aLazyReadSeesTheOverridesInForceWhenItIsCalled() {
    @Dependency(\.lazyParent) var parent
    #expect(parent.value() == 1729)
    withDependencies {
      $0.lazyChild.value = { 42 }
    } operation: {
      #expect(parent.value() == 42)
    }
    withDependencies {
      $0.lazyParent.value = { -1 }
    } operation: {
      #expect(parent.value() == -1)
    }
  }

  @Test func aNestedDependencySeesTheOverridesOfTheModelThatHoldsIt() {
    let model = withDependencies {
      $0.lazyChild.value = { 1 }
    } operation: {
      Model()
    }
    #expect(model.nestedParent.value() == 1)
    #expect(model.child.value() == 1)
    withDependencies {
      $0.lazyChild.value = { 42 }
    } operation: {
      #expect(model.nestedParent.value() == 42)
      #expect(model.child.value() == 42)
    }
  }
}
