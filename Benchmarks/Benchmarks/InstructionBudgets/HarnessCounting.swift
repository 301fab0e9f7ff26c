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

  /// Instructions and allocations per run of `name` in `executable`. The two counts run at
  /// once, one per core: callgrind's counts do not depend on what else the machine runs.
  static func cost(of name: String, in executable: String) -> Cost {
    let fewRun = startCounting(executable, name, fewIterations)
    let manyRun = startCounting(executable, name, manyIterations)
    let few = fewRun.totals()
    let many = manyRun.totals()
    let extra = Double(manyIterations - fewIterations)
    return Cost(
      instructions: Int((Double(many.instructions - few.instructions) / extra).rounded()),
      allocations: Double(many.allocations - few.allocations) / extra)
  }

  /// `executable measure name iterations` running under callgrind.
  struct Counting {
    let name: String
    let process: Process
    /// Callgrind's output file, and the file valgrind's messages (and the run's) go to.
    let output: URL
    let log: URL

    /// Every instruction the run executed, and every call it made to the allocator; exits
    /// with valgrind's messages if it failed.
    @MainActor func totals() -> (instructions: Int, allocations: Int) {
      process.waitUntilExit()
      defer {
        try? FileManager.default.removeItem(at: output)
        try? FileManager.default.removeItem(at: log)
      }
      guard process.terminationStatus == 0,
        let text = try? String(contentsOf: output, encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("totals:") }),
        let total = Int(line.dropFirst("totals:".count).trimmingCharacters(in: .whitespaces))
      else {
        let messages = (try? Data(contentsOf: log)) ?? Data()
        Harness.fail(
          """
          valgrind --tool=callgrind failed on \(name) (exit \(process.terminationStatus)). \
          Is valgrind installed (apt-get install valgrind)?
          \(String(decoding: messages.suffix(2_000), as: UTF8.self))
          """)
      }
      return (total, Harness.allocatorCalls(inCallgrindOutput: text))
    }
  }

  /// Starts counting, with callgrind, every instruction `executable measure name iterations`
  /// executes and every call it makes to the allocator.
  static func startCounting(_ executable: String, _ name: String, _ iterations: Int) -> Counting {
    let run = "callgrind-\(UUID().uuidString)"
    let folder = FileManager.default.temporaryDirectory
    let output = folder.appendingPathComponent("\(run).out")
    let log = folder.appendingPathComponent("\(run).log")
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
    guard FileManager.default.createFile(atPath: log.path, contents: nil),
      let messages = try? FileHandle(forWritingTo: log)
    else { fail("cannot write valgrind's messages to \(log.path)") }
    process.standardError = messages
    do { try process.run() } catch { fail("cannot run valgrind: \(error)") }
    try? messages.close()
    return Counting(name: name, process: process, output: output, log: log)
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
