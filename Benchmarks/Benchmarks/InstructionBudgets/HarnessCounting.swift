import Foundation

extension Harness {
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
}
