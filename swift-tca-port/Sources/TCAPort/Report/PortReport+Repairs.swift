extension PortReport {
  /// What the build changed in the kept code so that it compiles on Linux: the imports it
  /// dropped, the types it synthesized, the bodies it stubbed (each reporting why when a test
  /// reaches it).
  var repairsSection: [String] {
    guard !repairs.isEmpty else { return [] }
    var lines = ["", "## Made to compile on Linux (a test reaching a stub fails with its message)"]
    for (module, files) in repairs.droppedImports {
      let paths = files.map { "`\($0)`" }.joined(separator: ", ")
      lines.append(
        "- `import \(module)` dropped: no module of that name on Linux or in the graph (\(paths))")
    }
    if repairs.fixes > 0 {
      lines.append(
        "- \(repairs.fixes) of the compiler's fixes applied: names written anew where it said they were renamed (`EffectTask` → `Effect`), arguments a call no longer takes removed, keys whose live value went made test keys, protocols named as concrete types written as their erasers (`CasePath` → `AnyCasePath`)"
      )
    }
    for (unit, names) in repairs.synthesizedTypes {
      lines.append(
        "- \(unit): types synthesized, holding nothing (\(SynthesizedTypes.fileName)): "
          + names.map { "`\($0)`" }.joined(separator: ", "))
    }
    for stub in repairs.stubs {
      lines.append(
        stub.message.contains(" is left out: ")
          ? "- `\(stub.path)` line \(stub.line): \(stub.message)"
          : "- `\(stub.path)` line \(stub.line): `\(stub.declaration)` stubbed: \(stub.message)")
    }
    return lines
  }
}
