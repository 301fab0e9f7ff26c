import Foundation

extension Harness {
  /// Reads `name instructions [allocations]` lines (`#` starts a comment), measures each, prints
  /// a table, and exits 1 if any measurement is over its instruction budget by more than the
  /// tolerance, makes more allocations per run than its allocation budget, or costs more than
  /// its `scaling` limit times its smaller size.
  static func check(budgetsFile: String, executable: String, operations: [HotPath]) {
    let budgets = readBudgets(budgetsFile, operations: operations)
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
    let scalingRows = scalingRows(
      operations, instructions: instructions, executable: executable, exceeded: &exceeded)
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

  /// The `name instructions [allocations]` lines of `budgetsFile` (`#` starts a comment), each
  /// naming one of `operations`; exits with the line it cannot read.
  static func readBudgets(
    _ budgetsFile: String, operations: [HotPath]
  ) -> [(name: String, budget: Int, allocations: Int?)] {
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
    return budgets
  }

  /// For each of `operations` with a `scaling` limit, its instructions against its smaller
  /// size's, as table rows (a header first); adds those over their limit to `exceeded`.
  static func scalingRows(
    _ operations: [HotPath], instructions: [String: Int], executable: String,
    exceeded: inout [String]
  ) -> [[String]] {
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
    return scalingRows
  }
}
