import Foundation

/// One hot path, run `iterations` times by `run`.
struct HotPath {
  /// The name budgets and tables use.
  let name: String
  /// What the operation should cost, in words, for the report.
  let target: String
  /// The operation the report divides this one by: the same work by hand, or a simpler send.
  let baseline: String?
  /// Runs the operation `iterations` times (building what it needs first).
  let run: @MainActor (_ iterations: Int) async -> Void
  /// The same operation at a smaller size, and how many times its instructions this one may
  /// cost: `make bench-check` fails above that, whatever the budgets say.
  var scaling: (smaller: String, limit: Double)?

  /// An operation run by synchronous code, as an app's views run it. (The optimizer did not
  /// specialise library calls made directly in an async closure: a root send measured 2.9k
  /// instructions there against 1.1k from synchronous code.)
  init(
    name: String, target: String = "", baseline: String? = nil,
    scaling: (smaller: String, limit: Double)? = nil,
    _ body: @escaping @MainActor (_ iterations: Int) -> Void
  ) {
    self.name = name
    self.target = target
    self.baseline = baseline
    self.scaling = scaling
    self.run = { body($0) }
  }

  /// An operation that awaits.
  init(
    name: String, target: String = "", baseline: String? = nil,
    async body: @escaping @MainActor (_ iterations: Int) async -> Void
  ) {
    self.name = name
    self.target = target
    self.baseline = baseline
    self.run = body
  }
}

/// Keeps `value` alive and opaque to the optimizer, so measured work is not removed.
@inline(never)
@_optimize(none)
func consume<T>(_ value: T) {}

/// Returns `value` where the optimizer cannot see it, so work on it is not hoisted or folded.
@inline(never)
@_optimize(none)
func opaque<T>(_ value: T) -> T { value }

/// Counts the instructions an operation costs with `valgrind --tool=callgrind`: the program is
/// run twice, with a few and with many iterations, and the difference is divided by the extra
/// iterations, so start-up, set-up and first-use costs cancel out. Instruction counts are
/// repeatable on a busy machine where wall-clock time is not.
///
/// Commands (the program is this executable):
/// - `list`: the operations' names, one per line.
/// - `measure <operation> <iterations>`: run one operation; what valgrind runs.
/// - `count [<operation> …]`: print instructions and allocations per operation.
/// - `check <budgets file>`: compare with committed budgets (instructions and, where a third
///   column gives one, allocations per operation); exit 1 when one is exceeded.
/// - `compare <other executable> <operation> …`: ours against another build of the same
///   operations, with ratios.
/// - `report <markdown file> [<other executable>]`: every operation with its target, its ratio
///   to its baseline and, where the other executable has it, to that; written into the file
///   between `<!-- hot-paths:begin -->` and `<!-- hot-paths:end -->`.
@MainActor
enum Harness {
  static let fewIterations = 1_000
  static let manyIterations = 6_000
  /// How far above its budget a measurement may go before the check fails.
  static let tolerance = 0.03

  static func main(operations: [HotPath]) async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    switch arguments.first {
    case "measure" where arguments.count == 3:
      guard let operation = operations.first(where: { $0.name == arguments[1] }),
        let iterations = Int(arguments[2])
      else { fail("unknown operation \(arguments[1]); known: \(names(operations))") }
      await operation.run(iterations)
    case "list":
      print(names(operations).joined(separator: "\n"))
    case "count":
      let selected = arguments.count > 1 ? Array(arguments.dropFirst()) : names(operations)
      for name in selected {
        let cost = cost(of: name, in: executable)
        print(name, cost.instructions, String(format: "%.2f allocations", cost.allocations))
      }
    case "check" where arguments.count == 2:
      check(budgetsFile: arguments[1], executable: executable, operations: operations)
    case "compare" where arguments.count >= 3:
      compare(arguments.dropFirst(2).map { $0 }, ours: executable, theirs: arguments[1])
    case "report" where arguments.count == 2 || arguments.count == 3:
      report(
        operations, into: arguments[1], ours: executable,
        theirs: arguments.count == 3 ? arguments[2] : nil)
    default:
      fail(
        """
        usage: \(CommandLine.arguments[0]) list | measure <operation> <iterations>
                                | count [<operation> …] | check <budgets file>
                                | compare <other executable> <operation> …
        operations: \(names(operations).joined(separator: " "))
        """)
    }
  }

  static func names(_ operations: [HotPath]) -> [String] {
    operations.map(\.name)
  }

  /// A dot on standard error per measured operation, so a long run shows it is moving.
  static func progress() {
    FileHandle.standardError.write(Data(".".utf8))
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
  }
}
