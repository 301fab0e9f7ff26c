import Foundation

extension Harness {
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
}
