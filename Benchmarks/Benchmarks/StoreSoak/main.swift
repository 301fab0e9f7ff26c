// Sends 10⁶ actions with effects through a store, and checks resident memory stays flat.
//
//   StoreSoak [actions]
//
// Each action starts an effect that feeds a response back, through a `forEach` whose rows come
// and go with ids never seen before (so every per-id cache is exercised), with a cancellable
// effect restarted in flight. Resident memory is read from /proc/self/statm after a warm-up and
// every tenth of the run; the run fails if it grew by more than the allowance.
import ComposableArchitecture
import Foundation

@Reducer
struct Row {
  struct State: Equatable, Identifiable {
    let id: UUID
    var value = 0
  }
  enum Action {
    case bump
    case bumped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bump:
        return .run { send in await send(.bumped) }
      case .bumped:
        state.value += 1
        return .none
      }
    }
  }
}

@Reducer
struct Soak {
  struct State: Equatable {
    var count = 0
    var rows: IdentifiedArrayOf<Row.State> = []
  }
  enum Action {
    case tap
    case response(Int)
    case rows(IdentifiedActionOf<Row>)
    case addRow(UUID)
    case removeRow(UUID)
  }
  enum CancelID { case request }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        let count = state.count
        return .run { send in await send(.response(count + 1)) }
          .cancellable(id: CancelID.request, cancelInFlight: true)
      case .response(let count):
        state.count = count
        return .none
      case .addRow(let id):
        state.rows.append(Row.State(id: id))
        return .none
      case .removeRow(let id):
        state.rows.remove(id: id)
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Row() }
  }
}

/// Resident memory of this process, in KiB.
func residentKiB() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
  return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

let actions = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
let allowanceKiB = 4 * 1024

@MainActor
func soak() async -> Bool {
  let store = Store(initialState: Soak.State()) { Soak() }
  var samples: [(actions: Int, kiB: Int)] = []
  var sent = 0
  var rounds = 0
  let started = ContinuousClock.now
  // Every round is six actions: a tap and the response its effect sends back, and a row added,
  // bumped (its effect sends `bumped`) and removed.
  func round() async {
    await store.send(.tap).finish()
    let id = UUID()
    store.send(.addRow(id))
    await store.send(.rows(.element(id: id, action: .bump))).finish()
    store.send(.removeRow(id))
    sent += 6
    rounds += 1
  }
  let tenth = actions / 10
  while sent < tenth { await round() }
  let warm = residentKiB()
  samples.append((sent, warm))
  while sent < actions {
    await round()
    if sent / tenth > samples.count { samples.append((sent, residentKiB())) }
  }
  let elapsed = ContinuousClock.now - started
  print("actions sent  resident (KiB)")
  for sample in samples { print(String(format: "%12d  %14d", sample.actions, sample.kiB)) }
  let growth = (samples.last?.kiB ?? warm) - warm
  print(
    "\(sent) actions (a third of them sent back by effects) in \(elapsed); "
      + "resident memory grew \(growth) KiB after warm-up (allowance \(allowanceKiB) KiB).")
  return growth <= allowanceKiB && store.withState(\.count) == rounds
}

Task { @MainActor in
  let flat = await soak()
  if !flat { print("error: resident memory was not flat, or responses were lost.") }
  exit(flat ? 0 : 1)
}
dispatchMain()
