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

  /// What one run of an operation costs.
  struct Cost {
    var instructions: Int
    /// Calls to the C allocator per run (Swift allocates every object through it).
    var allocations: Double
  }

  /// Instructions per run of `name` in `executable`.
  static func instructions(of name: String, in executable: String) -> Int {
    cost(of: name, in: executable).instructions
  }

  /// Instructions and allocations per run of `name` in `executable`.
  static func cost(of name: String, in executable: String) -> Cost {
    let few = totalCost(executable, name, fewIterations)
    let many = totalCost(executable, name, manyIterations)
    let extra = Double(manyIterations - fewIterations)
    return Cost(
      instructions: Int((Double(many.instructions - few.instructions) / extra).rounded()),
      allocations: Double(many.allocations - few.allocations) / extra)
  }

  /// Every instruction `executable measure name iterations` executes, and every call it makes
  /// to the allocator, counted by callgrind.
  static func totalCost(
    _ executable: String, _ name: String, _ iterations: Int
  ) -> (instructions: Int, allocations: Int) {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("callgrind-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "valgrind", "--tool=callgrind", "--callgrind-out-file=\(output.path)",
      executable, "measure", name, "\(iterations)",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    do { try process.run() } catch { fail("cannot run valgrind: \(error)") }
    let log = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let text = try? String(contentsOf: output, encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("totals:") }),
      let total = Int(line.dropFirst("totals:".count).trimmingCharacters(in: .whitespaces))
    else {
      fail(
        """
        valgrind --tool=callgrind failed on \(name) (exit \(process.terminationStatus)). \
        Is valgrind installed (apt-get install valgrind)?
        \(String(decoding: log.suffix(2_000), as: UTF8.self))
        """)
    }
    return (total, allocatorCalls(inCallgrindOutput: text))
  }

  /// The C allocator's entry points.
  static let allocators: Set<Substring> = [
    "malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc",
  ]

  /// The calls to the allocator a callgrind output file records: each call site is a
  /// `cfn=(id) name` line (the name only where the id first appears) followed by `calls=N …`.
  static func allocatorCalls(inCallgrindOutput text: String) -> Int {
    var names: [Substring: Substring] = [:]
    var isAllocator = false
    var calls = 0
    for line in text.split(separator: "\n") {
      if line.hasPrefix("fn=(") || line.hasPrefix("cfn=(") {
        let reference = line.drop(while: { $0 != "(" })
        guard let close = reference.firstIndex(of: ")") else { continue }
        let id = reference[...close]
        let name = reference[reference.index(after: close)...].drop(while: { $0 == " " })
        if !name.isEmpty { names[id] = name }
        if line.hasPrefix("cfn=") { isAllocator = names[id].map(allocators.contains) ?? false }
      } else if line.hasPrefix("calls="), isAllocator {
        calls += Int(line.dropFirst("calls=".count).prefix(while: \.isNumber)) ?? 0
      }
    }
    return calls
  }

  /// Reads `name instructions [allocations]` lines (`#` starts a comment), measures each, prints
  /// a table, and exits 1 if any measurement is over its instruction budget by more than the
  /// tolerance, makes more allocations per run than its allocation budget, or costs more than
  /// its `scaling` limit times its smaller size.
  static func check(budgetsFile: String, executable: String, operations: [HotPath]) {
    let known = names(operations)
    guard let text = try? String(contentsOfFile: budgetsFile, encoding: .utf8) else {
      fail("cannot read the budgets file \(budgetsFile)")
    }
    var budgets: [(name: String, budget: Int, allocations: Int?)] = []
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .split(separator: " ")
      guard !fields.isEmpty else { continue }
      guard (2...3).contains(fields.count), let budget = Int(fields[1]),
        known.contains(String(fields[0])), fields.count == 2 || Int(fields[2]) != nil
      else {
        fail(
          "\(budgetsFile): cannot read \"\(line)\" (operation, instructions, "
            + "then optionally allocations)")
      }
      budgets.append((String(fields[0]), budget, fields.count == 3 ? Int(fields[2]) : nil))
    }
    var rows = [["operation", "budget", "measured", "vs budget", "allocations", ""]]
    var exceeded: [String] = []
    var tightenable: [String] = []
    var instructions: [String: Int] = [:]
    for (name, budget, allocationBudget) in budgets {
      let measured = cost(of: name, in: executable)
      instructions[name] = measured.instructions
      let change = Double(measured.instructions - budget) / Double(budget)
      // Allocations are whole per run; a fraction is set-up spread over the runs.
      let allocations = Int(measured.allocations.rounded())
      let verdict: String
      if let allocationBudget, allocations > allocationBudget {
        verdict = "OVER BUDGET (\(allocations) allocations, budget \(allocationBudget))"
        exceeded.append(name)
      } else if change > tolerance {
        verdict = "OVER BUDGET"
        exceeded.append(name)
      } else if change < -0.1 {
        verdict = "ok (tighten the budget)"
        tightenable.append(name)
      } else {
        verdict = "ok"
      }
      rows.append([
        name, "\(budget)", "\(measured.instructions)", String(format: "%+.1f%%", change * 100),
        allocationBudget.map { "\(allocations) (≤ \($0))" } ?? "\(allocations)", verdict,
      ])
      progress()
    }
    var scalingRows = [["operation", "instructions", "smaller size", "instructions", "ratio", ""]]
    for operation in operations {
      guard let (smaller, limit) = operation.scaling, let large = instructions[operation.name]
      else { continue }
      let small = instructions[smaller] ?? cost(of: smaller, in: executable).instructions
      let ratio = Double(large) / Double(small)
      let verdict = ratio > limit ? String(format: "OVER %.1f×", limit) : "ok"
      if ratio > limit { exceeded.append(operation.name) }
      scalingRows.append([
        operation.name, "\(large)", smaller, "\(small)", String(format: "%.2f×", ratio), verdict,
      ])
    }
    FileHandle.standardError.write(Data("\n".utf8))
    print(table(rows))
    if scalingRows.count > 1 { print(table(scalingRows)) }
    print(
      "Instructions and allocator calls per operation (valgrind --tool=callgrind; "
        + "\(manyIterations) minus \(fewIterations) iterations). Tolerance: "
        + "+\(Int(tolerance * 100))% instructions, no allocation over budget, no larger size "
        + "over its scaling limit.")
    if !tightenable.isEmpty {
      print(
        "Faster than budgeted by over 10%: lower these budgets in \(budgetsFile): "
          + tightenable.joined(separator: ", "))
    }
    if !exceeded.isEmpty {
      print(
        "error: over budget: \(exceeded.joined(separator: ", ")). Find what made the hot path "
          + "slower or allocate (callgrind_annotate on `valgrind --tool=callgrind \(executable) "
          + "measure <operation> 6000`) and fix it; raise a budget only with the reason in the "
          + "commit.")
      exit(1)
    }
  }

  /// Counts `operations` in both executables and prints ours, theirs, and the ratio.
  static func compare(_ operations: [String], ours: String, theirs: String) {
    var rows = [["operation", "ours", "theirs", "ours / theirs"]]
    for name in operations {
      let mine = instructions(of: name, in: ours)
      let other = instructions(of: name, in: theirs)
      rows.append([
        name, "\(mine)", "\(other)", String(format: "%.2f×", Double(mine) / Double(other)),
      ])
      progress()
    }
    FileHandle.standardError.write(Data("\n".utf8))
    print(table(rows))
  }

  /// Measures every operation (and, in `theirs`, those it has) and writes the table into
  /// `file` between the markers.
  static func report(_ operations: [HotPath], into file: String, ours: String, theirs: String?) {
    let theirNames = theirs.map { listedOperations(in: $0) } ?? []
    var costs: [String: Cost] = [:]
    func measured(_ name: String) -> Cost {
      if let known = costs[name] { return known }
      let measured = cost(of: name, in: ours)
      costs[name] = measured
      return measured
    }
    var rows = [
      [
        "operation", "target", "instructions", "allocations", "× baseline", "upstream",
        "× upstream",
      ]
    ]
    for operation in operations {
      let cost = measured(operation.name)
      let count = cost.instructions
      var row = [
        operation.name, operation.target, "\(count)", "\(Int(cost.allocations.rounded()))", "",
        "", "",
      ]
      if let baseline = operation.baseline {
        let base = measured(baseline).instructions
        row[4] = String(format: "%.1f× %@", Double(count) / Double(base), baseline)
      }
      if let theirs, theirNames.contains(operation.name) {
        let other = instructions(of: operation.name, in: theirs)
        row[5] = "\(other)"
        row[6] = String(format: "%.2f×", Double(count) / Double(other))
      }
      rows.append(row)
      progress()
    }
    let begin = "<!-- hot-paths:begin -->"
    let end = "<!-- hot-paths:end -->"
    guard let text = try? String(contentsOfFile: file, encoding: .utf8),
      let start = text.range(of: begin), let stop = text.range(of: end)
    else { fail("\(file) has no \(begin) … \(end) section") }
    let updated =
      text[..<start.upperBound] + "\n" + table(rows) + "\n" + text[stop.lowerBound...]
    do {
      try String(updated).write(toFile: file, atomically: true, encoding: .utf8)
    } catch {
      fail("cannot write \(file): \(error)")
    }
    FileHandle.standardError.write(Data("\n".utf8))
    print(table(rows))
  }

  /// The operations another executable built on this harness knows (its `list` command).
  static func listedOperations(in executable: String) -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["list"]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { fail("cannot run \(executable): \(error)") }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: "\n").map(String.init)
  }

  /// `rows` as a Markdown table (readable as text too).
  static func table(_ rows: [[String]]) -> String {
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    func line(_ row: [String]) -> String {
      "| "
        + zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: " | ") + " |"
    }
    let rule =
      "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
    return ([line(rows[0]), rule] + rows.dropFirst().map(line)).joined(separator: "\n")
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
