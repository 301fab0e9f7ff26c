/// A `−`/`+` diff of two dumps, line by line, in custom-dump's format; `nil` when they are equal.
///
/// Used when shared state is involved: the expected side must be dumped reading shared values'
/// snapshots and the actual side reading their live values, so the two are dumped separately.
func lineDiff(_ old: String, _ new: String) -> String? {
  guard old != new else { return nil }
  let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
  let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
  // Longest common subsequence lengths of the suffixes.
  var common = Array(
    repeating: Array(repeating: 0, count: newLines.count + 1), count: oldLines.count + 1)
  for i in stride(from: oldLines.count - 1, through: 0, by: -1) {
    for j in stride(from: newLines.count - 1, through: 0, by: -1) {
      common[i][j] =
        oldLines[i] == newLines[j]
        ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
    }
  }
  var lines: [String] = []
  var i = 0
  var j = 0
  while i < oldLines.count || j < newLines.count {
    if i < oldLines.count, j < newLines.count, oldLines[i] == newLines[j] {
      lines.append("  \(oldLines[i])")
      i += 1
      j += 1
    } else if j < newLines.count, i == oldLines.count || common[i][j + 1] >= common[i + 1][j] {
      lines.append("+ \(newLines[j])")
      j += 1
    } else {
      lines.append("− \(oldLines[i])")
      i += 1
    }
  }
  // Removals first within each changed run, as custom-dump prints them.
  var ordered: [String] = []
  var run: (removed: [String], added: [String]) = ([], [])
  for line in lines + ["  "] {
    if line.hasPrefix("− ") {
      run.removed.append(line)
    } else if line.hasPrefix("+ ") {
      run.added.append(line)
    } else {
      ordered += run.removed + run.added
      run = ([], [])
      ordered.append(line)
    }
  }
  ordered.removeLast()
  return ordered.joined(separator: "\n")
}
