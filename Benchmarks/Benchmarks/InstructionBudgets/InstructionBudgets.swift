/// `make bench-check`: instructions per operation of each hot path, checked against the budgets
/// in `Benchmarks/instruction-budgets.txt`. See `Harness` for the commands.
@main
struct InstructionBudgets {
  static func main() async {
    await Harness.main(
      operations: storeHotPaths + observableHotPaths + [alternatingRowsHotPath] + probeHotPaths
        + libraryHotPaths)
  }
}
