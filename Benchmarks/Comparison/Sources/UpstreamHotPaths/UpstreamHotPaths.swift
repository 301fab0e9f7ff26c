/// The library hot paths built against upstream swift-case-paths and swift-dependencies; run by
/// `InstructionBudgets compare` and `report` (see `make bench-compare`).
@main
struct UpstreamHotPaths {
  static func main() async {
    await Harness.main(operations: libraryHotPaths)
  }
}
