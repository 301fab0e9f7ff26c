import Testing

@testable import ComposableArchitecture

/// Records the order reducers run in, and what each saw.
private struct Log: Reducer {
  let name: String
  func reduce(into state: inout [String], action: Int) -> Effect<Int> {
    state.append("\(name)(\(action)) after \(state.count)")
    return .none
  }
}

private struct Listed: Reducer {
  var includeOptional = false
  var useFirstBranch = true
  var repeats = 0

  var body: some Reducer<[String], Int> {
    Log(name: "a")
    if includeOptional {
      Log(name: "optional")
    }
    if useFirstBranch {
      Log(name: "first")
    } else {
      Log(name: "second")
    }
    for index in 0..<repeats {
      Log(name: "loop\(index)")
    }
    if #available(macOS 15, *) {
      Log(name: "available")
    }
    Log(name: "z")
  }
}

@MainActor
struct ReducerBuilderTests {
  @Test func reducersRunTopToBottomOnTheSameState() {
    var state: [String] = []
    _ = Listed().reduce(into: &state, action: 1)
    #expect(state == ["a(1) after 0", "first(1) after 1", "available(1) after 2", "z(1) after 3"])
  }

  @Test func optionalEitherAndArrayBlocks() {
    var state: [String] = []
    _ = Listed(includeOptional: true, useFirstBranch: false, repeats: 2)
      .reduce(into: &state, action: 7)
    let names: [String] = state.map { String($0.prefix(while: { $0 != "(" })) }
    #expect(names == ["a", "optional", "second", "loop0", "loop1", "available", "z"])
  }

  @Test func aStoreRunsTheSameOrder() {
    let store = Store(initialState: [String]()) { Listed(includeOptional: true, repeats: 1) }
    store.send(2)
    #expect(store.state.count == 6)
    #expect(store.state.first == "a(2) after 0")
    #expect(store.state.last == "z(2) after 5")
  }

  @Test func laterReducersSeeEarlierMutations() {
    let store = Store(initialState: 0) {
      Reduce<Int, Void> { state, _ in
        state += 1
        return .none
      }
      Reduce<Int, Void> { state, _ in
        state *= 10
        return .none
      }
    }
    store.send(())
    #expect(store.state == 10)
  }

  @Test func effectsOfEveryReducerAreMerged() async {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        return action == "go" ? .send("from first") : .none
      }
      Reduce<[String], String> { _, action in
        action == "go" ? .send("from second") : .none
      }
    }
    store.send("go")
    #expect(store.state == ["go", "from first", "from second"])
  }

  @Test func combineReducersEmptyReducerAndErasure() {
    let combined = CombineReducers {
      Log(name: "one")
      EmptyReducer()
      Reduce(Log(name: "two"))
    }
    var state: [String] = []
    let effect = combined.reduce(into: &state, action: 3)
    #expect(state == ["one(3) after 0", "two(3) after 1"])
    #expect(effect.isNone)

    var untouched: [String] = []
    #expect(EmptyReducer<[String], Int>().reduce(into: &untouched, action: 1).isNone)
    #expect(untouched.isEmpty)
  }

  @Test func anOptionalReducerRunsOnlyWhenPresent() {
    var state: [String] = []
    _ = Optional<Log>.none.reduce(into: &state, action: 1)
    _ = Optional(Log(name: "some")).reduce(into: &state, action: 2)
    #expect(state == ["some(2) after 0"])
  }

  @Test func anExistentialReducerIsComposedOnceErased() {
    let existential: any Reducer<[String], Int> = Log(name: "any")
    let reducer = CombineReducers { Reduce(existential) }
    var state: [String] = []
    _ = reducer.reduce(into: &state, action: 4)
    #expect(state == ["any(4) after 0"])
  }
}
