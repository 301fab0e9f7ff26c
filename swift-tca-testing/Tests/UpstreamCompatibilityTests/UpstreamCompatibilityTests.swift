// Tests as upstream's documentation writes them; `import ComposableArchitectureTesting` is the
// one addition, for `TestStore`.
import ComposableArchitecture
import ComposableArchitectureTesting
import Foundation
import Testing

@MainActor
struct UpstreamCompatibilityTests {
  @Test func reExportedHelpersAreAvailable() {
    let calls = LockIsolated(0)
    calls.withValue { $0 += 1 }
    #expect(calls.value == 1)
    let box = UncheckedSendable(NSObject())
    #expect(box.value.isEqual(box.wrappedValue))
    let key = AnyHashableSendable(42)
    #expect(key == AnyHashableSendable(42))
    #expect(isTesting)
    expectNoDifference(Counter.State(id: UUID(0)), Counter.State(id: UUID(0)))
    withKnownIssue {
      reportIssue("Something went wrong")
    }
    @Shared(.inMemory("launches")) var launches = 0
    $launches.withLock { $0 += 1 }
    #expect(launches == 1)
    let store = Store(initialState: Counter.State(id: UUID(0))) { Counter() }
    let observed = LockIsolated(false)
    withObservationTracking {
      _ = store.count
    } onChange: {
      observed.setValue(true)
    }
    store.send(.incrementButtonTapped)
    #expect(observed.value)
  }

  @Test func animationsAndTransactionsAreAccepted() async {
    let store = TestStore(initialState: Counter.State(id: UUID(0))) {
      Counter()
    }
    await store.send(.toggleExpandedButtonTapped, animation: .easeInOut(duration: 0.3)) {
      $0.isExpanded = true
    }
    await store.send(.delayedIncrementButtonTapped)
    await store.receive(\.incrementButtonTapped) {
      $0.count = 1
    }
    await store.receive(\.incrementButtonTapped) {
      $0.count = 2
    }

    let root = Store(initialState: Counter.State(id: UUID(0))) {
      Counter()
    }
    root.send(.incrementButtonTapped, animation: .spring)
    root.send(.incrementButtonTapped, transaction: Transaction(animation: .linear))
    withAnimation(.bouncy) {
      _ = root.send(.decrementButtonTapped)
    }
    #expect(root.count == 1)
    #expect(Animation.default == .default)
    #expect(Animation.spring() != .spring(duration: 1))
  }

  @Test func aTestHelperForwardsItsCallersLocation() async {
    let store = TestStore(initialState: Counter.State(id: UUID(0))) {
      Counter()
    }
    let line: UInt = #line + 2
    await withKnownIssue {
      await assertIncrement(store, to: 2)
    } matching: { issue in
      issue.sourceLocation?.line == Int(line)
        && issue.sourceLocation?.fileName == "UpstreamCompatibilityTests.swift"
    }
  }

  @Test func receiveAndFinishForwardTheirCallersLocation() async {
    let store = TestStore(initialState: Counter.State(id: UUID(0))) {
      Counter()
    }
    await store.send(.delayedIncrementButtonTapped)
    let line: UInt = #line + 2
    await withKnownIssue {
      await receiveIncrements(store, counts: [1, 3])
    } matching: { issue in
      issue.sourceLocation?.line == Int(line)
    }
  }

  private func receiveIncrements(
    _ store: TestStoreOf<Counter>,
    counts: [Int],
    file: StaticString = #filePath,
    line: UInt = #line
  ) async {
    for count in counts {
      await store.receive(
        \.incrementButtonTapped, assert: { $0.count = count }, file: file, line: line)
    }
    await store.finish(file: file, line: line)
  }

  private func assertIncrement(
    _ store: TestStoreOf<Counter>,
    to count: Int,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async {
    await store.send(
      .incrementButtonTapped,
      assert: { $0.count = count },
      file: file,
      line: line
    )
  }

  @available(*, deprecated)
  @Test func xctModifyChangesOptionalAndEnumState() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.showDetailButtonTapped) {
      $0.detail = Counter.State(id: UUID(0))
    }
    await store.receive(\.summary.toggleExpandedButtonTapped) {
      $0.summary.isExpanded = true
    }
    await store.send(\.detail.incrementButtonTapped) {
      XCTModify(&$0.detail) { $0.count = 1 }
    }
    var foo = Foo.bar(.int(1))
    XCTModify(&foo, case: \.bar, "a bar") { $0 = .string("one") }
    #expect(foo == .bar(.string("one")))
    var tokens = Tokens.issued(Token(value: 1))
    XCTModify(&tokens, case: \.issued) { $0.value = 2 }
    #expect(tokens[case: \.issued]?.value == 2)
  }

  @Test func testStoreDependenciesCanChangeForOneOperation() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    }
    await store.withDependencies {
      $0.numberFact.fetch = { "\($0) is the loneliest number." }
    } operation: {
      await store.send(.factButtonTapped)
      await store.receive(\.factResponse) {
        $0.fact = "0 is the loneliest number."
      }
    }
  }

  @Test func storesCompareByIdentity() {
    let store = Store(initialState: Todos.State()) {
      Todos()
    }
    let summary = store.scope(\.summary, action: \.summary)
    #expect(summary == store.scope(state: \.summary, action: \.summary))
    #expect(summary != Store(initialState: Counter.State(id: UUID(0))) { Counter() })
    #expect(Set([summary, summary]).count == 1)
  }

  @Test func scopeWithoutTheStateLabel() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    }
    await store.send(\.summary.incrementButtonTapped) {
      $0.summary.count = 1
    }
  }

  @Test func aReducerOfIntState() async {
    let store = TestStore(initialState: 0) {
      Tally()
    }
    await store.send(.tap) { $0 = 1 }
    await store.send(.reset) { $0 = 0 }
  }

  @Test func collectionScopingYieldsOneStorePerRow() {
    let store = Store(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.send(.addButtonTapped)
    store.send(.addButtonTapped)
    let rows = store.scope(state: \.counters, action: \.counters)
    #expect(rows.map(\.id) == [UUID(0), UUID(1)])
    rows[1].send(.incrementButtonTapped)
    #expect(store.counters.map(\.count) == [0, 1])
    for row in store.scope(state: \.counters, action: \.counters) {
      row.send(.decrementButtonTapped)
    }
    #expect(store.counters.map(\.count) == [-1, 0])
  }

  @Test func onChangeRemovesDuplicates() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    }
    await store.send(.queryChanged("swift")) {
      $0.query = "swift"
      $0.searchCount = 1
    }
    await store.send(.queryChanged("Swift")) {
      $0.query = "Swift"
    }
  }

  @Test func anEffectsActionsCanBeTestedAlone() async {
    var state = NumberFact.State(count: 7)
    let effect = withDependencies {
      $0.numberFact.fetch = { "\($0) is lucky." }
    } operation: {
      NumberFact().reduce(into: &state, action: .factButtonTapped)
    }
    var actions: [NumberFact.Action] = []
    for await action in effect.actions {
      actions.append(action)
    }
    #expect(actions == [.factResponse("7 is lucky.")])
  }

  @Test func caseKeyPathsMatchInSwitches() {
    func describe(_ foo: Foo) -> String {
      switch foo {
      case \.bar.int: "an int"
      case \.bar: "another bar"
      default: "something else"
      }
    }
    #expect(describe(.bar(.int(1))) == "an int")
    #expect(describe(.bar(.string("1"))) == "another bar")
    #expect(describe(.baz("1")) == "something else")
  }

  @Test func caseKeyPathsPromoteOptionals() {
    let buzz: CaseKeyPath<Fizz, Buzz> = \.buzz
    #expect(Fizz.buzz(.fizzBuzz(15))[case: buzz] == .fizzBuzz(15))
    #expect(Fizz.buzz(nil)[case: buzz] == nil)
    let fizzBuzz: CaseKeyPath<Fizz, Int> = \Fizz.Cases.buzz.fizzBuzz
    #expect(Fizz.buzz(.fizzBuzz(15))[case: fizzBuzz] == 15)
    #expect(Fizz.buzz(nil).is(\.buzz))
  }

  @Test func partialCaseKeyPathsEmbedAndExtract() {
    let path: PartialCaseKeyPath<Foo> = \.baz
    let foo: Foo? = path("hello")
    #expect(foo.map { $0[case: \.baz] } == "hello")
    #expect(path(42) as Foo? == nil)
    #expect(Foo.baz("hi")[case: path] as? String == "hi")
    #expect(Foo.bar(.int(1))[case: path] == nil)
  }

  @Test func sendableCaseKeyPaths() async {
    let path = (\Foo.Cases.bar.int).unsafeSendable()
    let foo = await Task { @Sendable in path(3) }.value
    #expect(foo[case: \.bar.int] == 3)
  }

  @Test func modifyYieldsTheCasesValue() {
    var foo = Foo.bar(.int(1))
    foo.modify(\.bar.int) { $0 += 1 }
    #expect(foo[case: \.bar.int] == 2)
    foo.modify(\.bar, yield: { $0 = .string("two") })
    #expect(foo[case: \.bar.string] == "two")
  }

  @Test func casePathsFollowConditionalCompilation() {
    #if os(Linux)
      #expect(Platform.linux("tux")[case: \.linux] == "tux")
    #else
      #expect(Platform.elsewhere("x")[case: \.elsewhere] == "x")
    #endif
    #expect(Platform.everywhere(1)[case: \.everywhere] == 1)
  }

  @Test func aDependencyClientsEndpointsAreUnimplementedUntilOverridden() async throws {
    @Dependency(\.searchClient) var searchClient
    await withKnownIssue {
      _ = try? await searchClient.search(query: "tca")
    } matching: { issue in
      issue.description.contains("Unimplemented: 'SearchClient.search'")
    }
    let results = try await withDependencies {
      $0.searchClient.search = { [$0.uppercased()] }
    } operation: {
      try await searchClient.search(query: "tca")
    }
    #expect(results == ["TCA"])
  }
}
