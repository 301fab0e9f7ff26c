/// What a port changed in the kept code so that it compiles on Linux, driven by the compiler's
/// errors: imports of modules nothing here has, dropped; bodies that did not compile, stubbed;
/// types nothing declares, synthesized.
struct PortRepairs: Sendable {
  /// The imports dropped: each module, with the files (paths in the package) that imported it.
  var droppedImports: [(module: String, files: [String])] = []
  /// The bodies stubbed, in the order they were.
  var stubs: [BodyStub] = []
  /// The types synthesized, by unit, in order.
  var synthesizedTypes: [(unit: String, names: [String])] = []
  /// The compiler's own fixes applied: names written anew where it said they were renamed,
  /// arguments taken out of calls where it said they are extra.
  var fixes = 0
  /// The packages left out of the graph as a framework Linux lacks is: git cannot reach them,
  /// or SwiftPM cannot resolve them (an iOS SDK's private repository), each with why.
  var packagesLeftOut: [(identity: String, reason: String)] = []
  /// The build rounds that repaired something.
  var rounds = 0

  /// The most rounds a build repairs in, and a ported package is mended in: each round
  /// rebuilds, a module's dependents compile only once it does, and what a round leaves out is
  /// mended in its users the next.
  static let roundLimit = 20

  /// The most rounds a build of `units` modules repairs in: ``roundLimit``, or three a module
  /// when there are more (a TCA 0.x app of 48 modules used twenty rounds writing renamed names,
  /// a module at a time, and left nine modules out).
  static func roundLimit(forUnits units: Int) -> Int { max(roundLimit, 3 * units) }

  /// Whether nothing was changed.
  var isEmpty: Bool {
    droppedImports.isEmpty && stubs.isEmpty && synthesizedTypes.isEmpty && fixes == 0
      && packagesLeftOut.isEmpty
  }

  /// The frameworks whose imports were dropped from the file at `path`.
  func frameworksDropped(from path: String) -> [String] {
    droppedImports.filter { $0.files.contains(path) }.map(\.module)
  }

  /// The names synthesized for `unit`.
  func types(of unit: String) -> [String] {
    synthesizedTypes.first { $0.unit == unit }?.names ?? []
  }

  /// Records `name` as synthesized for `unit`; false when it already was.
  mutating func addType(_ name: String, to unit: String) -> Bool {
    guard let index = synthesizedTypes.firstIndex(where: { $0.unit == unit }) else {
      synthesizedTypes.append((unit, [name]))
      return true
    }
    guard !synthesizedTypes[index].names.contains(name) else { return false }
    synthesizedTypes[index].names.append(name)
    return true
  }

  /// Records the import of `module` dropped from the file at `path`.
  mutating func addDroppedImport(_ module: String, from path: String) {
    guard let index = droppedImports.firstIndex(where: { $0.module == module }) else {
      droppedImports.append((module, [path]))
      return
    }
    if !droppedImports[index].files.contains(path) { droppedImports[index].files.append(path) }
  }
}
