import ComposableArchitecture
import Testing

/// A child that counts and starts or stops never-ending work, one cancellable effect per label.
@Reducer
struct Worker {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var value = 0
  }
  enum Action: Equatable {
    case increment
    case startWork(String)
    case stopWork(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.value += 1
        return .none
      case .startWork(let label):
        return .run { _ in try await Task.never() }.cancellable(id: label)
      case .stopWork(let label):
        return .cancel(id: label)
      }
    }
  }
}

/// Workers under every child operator: `Scope`, `ifLet`, `forEach` over rows, a presented sheet
/// and a navigation stack.
@Reducer
struct Workshop {
  @ObservableState
  struct State: Equatable {
    var lead = Worker.State(id: 0)
    var helper: Worker.State?
    var rows: IdentifiedArrayOf<Worker.State> = []
    @Presents var sheet: Worker.State?
    var path = StackState<Worker.State>()
  }
  enum Action: Equatable {
    case lead(Worker.Action)
    case helper(Worker.Action)
    case rows(IdentifiedActionOf<Worker>)
    case sheet(PresentationAction<Worker.Action>)
    case path(StackActionOf<Worker>)
    case hire(id: Int)
    case dismissHelper
    case addRow(id: Int)
    case removeRow(id: Int)
    case presentSheet(id: Int)
    case push(id: Int)
    case popLast
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.lead, action: \.lead) { Worker() }
    Reduce { state, action in
      switch action {
      case .hire(let id): state.helper = Worker.State(id: id)
      case .dismissHelper: state.helper = nil
      case .addRow(let id): state.rows.append(Worker.State(id: id))
      case .removeRow(let id): state.rows.remove(id: id)
      case .presentSheet(let id): state.sheet = Worker.State(id: id)
      case .push(let id): state.path.append(Worker.State(id: id))
      case .popLast: _ = state.path.popLast()
      case .lead, .helper, .rows, .sheet, .path: break
      }
      return .none
    }
    .ifLet(\.helper, action: \.helper) { Worker() }
    .forEach(\.rows, action: \.rows) { Worker() }
    .ifLet(\.$sheet, action: \.sheet) { Worker() }
    .forEach(\.path, action: \.path) { Worker() }
  }
}

/// An action for the workshop, with stack elements named by position: each store numbers the
/// elements it pushes itself, so the same step is a different action in each.
private enum Step: CustomStringConvertible {
  case action(Workshop.Action)
  case pathElement(index: Int, Worker.Action)

  func action(for state: Workshop.State) -> Workshop.Action {
    switch self {
    case .action(let action): action
    case .pathElement(let index, let action):
      .path(.element(id: state.path.ids[index], action: action))
    }
  }

  var description: String {
    switch self {
    case .action(let action): "\(action)"
    case .pathElement(let index, let action): "path[\(index)]: \(action)"
    }
  }
}

/// What the two ways must agree on: the state, with stack elements compared by position.
private struct Snapshot: Equatable {
  var lead: Worker.State
  var helper: Worker.State?
  var rows: IdentifiedArrayOf<Worker.State>
  var sheet: Worker.State?
  var path: [Worker.State]

  init(_ state: Workshop.State) {
    lead = state.lead
    helper = state.helper
    rows = state.rows
    sheet = state.sheet
    path = Array(state.path)
  }
}

/// One way of running the workshop: a store, and the work each `startWork` started.
@MainActor
private final class ReducerRoute {
  let store: Store<CallingDirectly<Workshop>.State, CallingDirectly<Workshop>.Action>
  private var work: [String: StoreTask] = [:]

  init(direct: Bool) {
    let initialState = CallingDirectly<Workshop>.State(wrapped: Workshop.State())
    if direct {
      store = Store(initialState: initialState) { CallingDirectly { Workshop() } }
    } else {
      store = Store(initialState: initialState) {
        Scope(state: \.wrapped, action: \.wrapped) { Workshop() }
      }
    }
  }

  var state: Workshop.State { store.withState(\.wrapped) }

  /// The labels of the work still running: started and not cancelled.
  var liveWork: Set<String> { Set(work.filter { !$0.value.isCancelled }.keys) }

  var snapshot: Snapshot { Snapshot(state) }

  func send(_ step: Step) {
    let action = step.action(for: state)
    let task = store.send(.wrapped(action))
    if let label = action.startedWork { work[label] = task }
  }

  func stopAll() async {
    for task in work.values {
      task.cancel()
      await task.finish()
    }
  }
}

extension Workshop.Action {
  /// The label of the work this action starts, if it starts any.
  fileprivate var startedWork: String? {
    let child: Worker.Action
    switch self {
    case .lead(let action), .helper(let action), .sheet(.presented(let action)):
      child = action
    case .rows(.element(_, let action)), .path(.element(_, let action)):
      child = action
    default:
      return nil
    }
    guard case .startWork(let label) = child else { return nil }
    return label
  }
}

/// Picks actions that are valid for the workshop's state (a child action only for a child that
/// exists), so no step is a misuse the store reports.
private struct ActionPicker {
  var random: SplitMix64
  var step = 0
  /// Per child target, the labels of the work started there.
  var started: [String: [String]] = [:]

  mutating func next(for state: Workshop.State) -> Step {
    step += 1
    let id = Int.random(in: 1...4, using: &random)
    let targets = Self.targets(in: state)
    switch Int.random(in: 0..<12, using: &random) {
    case 0: return .action(.hire(id: id))
    case 1: return .action(state.helper == nil ? .hire(id: id) : .dismissHelper)
    case 2: return .action(state.rows.ids.contains(id) ? .removeRow(id: id) : .addRow(id: id))
    case 3: return .action(state.sheet == nil ? .presentSheet(id: id) : .sheet(.dismiss))
    case 4: return .action(.presentSheet(id: id))
    case 5: return .action(.push(id: id))
    case 6: return .action(state.path.isEmpty ? .push(id: id) : .popLast)
    default:
      let target = targets.randomElement(using: &random)!
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        return target.send(.increment)
      case 1:
        let label = "\(target.key)-\(step)"
        started[target.key, default: []].append(label)
        return target.send(.startWork(label))
      default:
        guard let label = started[target.key]?.randomElement(using: &random) else {
          return target.send(.increment)
        }
        return target.send(.stopWork(label))
      }
    }
  }
}

extension ActionPicker {
  /// Every child that exists in `state`: a key naming it, and how to send it an action.
  static func targets(in state: Workshop.State) -> [(key: String, send: (Worker.Action) -> Step)] {
    var targets: [(key: String, send: (Worker.Action) -> Step)] = [
      ("lead", { .action(.lead($0)) })
    ]
    if state.helper != nil { targets.append(("helper", { .action(.helper($0)) })) }
    for row in state.rows.ids {
      targets.append(("row\(row)", { .action(.rows(.element(id: row, action: $0))) }))
    }
    if state.sheet != nil { targets.append(("sheet", { .action(.sheet(.presented($0))) })) }
    for index in state.path.indices {
      targets.append(("path\(index)", { .pathElement(index: index, $0) }))
    }
    return targets
  }
}

/// The two ways a reducer runs, a store's resolved tree and `reduce(into:action:)` called
/// directly, agree on every step of random action sequences: the same state, and the same work
/// still running (a removed child's effects are cancelled on both).
@MainActor
struct ReducerRoutesPropertyTests {
  @Test(arguments: 1...20)
  func directReduceAndTheStoreAgree(seed: UInt64) async {
    let viaStore = ReducerRoute(direct: false)
    let viaReduce = ReducerRoute(direct: true)
    var picker = ActionPicker(random: SplitMix64(seed: seed))
    for step in 1...150 {
      let next = picker.next(for: viaStore.state)
      viaStore.send(next)
      viaReduce.send(next)
      #expect(viaReduce.snapshot == viaStore.snapshot, "seed \(seed), step \(step): \(next)")
      #expect(viaReduce.liveWork == viaStore.liveWork, "seed \(seed), step \(step): \(next)")
      let present = Set(ActionPicker.targets(in: viaStore.state).map(\.key))
      let orphaned = viaStore.liveWork.filter { !present.contains(String($0.prefix { $0 != "-" })) }
      #expect(orphaned.isEmpty, "seed \(seed), step \(step): work of a removed child runs on")
      guard viaReduce.snapshot == viaStore.snapshot, viaReduce.liveWork == viaStore.liveWork,
        orphaned.isEmpty
      else { break }
    }
    // The sequences did reach every operator's children, and removed some with work running.
    #expect(!viaStore.liveWork.isEmpty)
    await viaStore.stopAll()
    await viaReduce.stopAll()
  }
}
