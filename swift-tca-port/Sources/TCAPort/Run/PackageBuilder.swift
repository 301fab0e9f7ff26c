import Foundation

/// Writes the ported package and builds it, leaving out the units that do not build (and those
/// depending on them) until the rest does.
///
/// This file holds what a port is made of and the build's rounds; writing the package, resolving
/// its graph, leaving out what fails and porting the graph's packages are extensions of their own.
struct PackageBuilder {
  /// The ported package's folder.
  var output: URL
  /// The folder holding the TCA Lite packages.
  var liteRoot: String
  /// The build folder (`--scratch-path`); the package's own `.build` when nil.
  var scratchPath: String?
  /// The package's name.
  var packageName: String
  /// The app's Swift language mode.
  var languageMode: Int
  /// The app's folder, where resources and system libraries are copied from.
  var app: URL?
  /// The packages kept as the app declares them, by identity.
  var externalPackages: [String: String] = [:]
  /// The packages of TCA Lite's `Compat/` the graph needs (``resolveCompatPackages(_:log:)``).
  var compatPackages: [String] = []
  /// The packages of the graph the build ported, their code needing a view framework.
  var portedPackages: [PortedPackage] = []
  /// The packages the app's `Package.resolved` pins that the port pins too
  /// (``writePinnedVersions()``).
  var pinnedPackages: Set<String> = []
  /// What the build changed in the kept code to compile it on Linux (``repair(failingIn:active:log:)``).
  var repairs = PortRepairs()

  /// A unit that does not build, and the first error that says why.
  struct Failure: Sendable {
    /// The unit.
    var unit: String
    /// The first error (`file:line:column: error: …`), or the unit it depends on.
    var error: String
    /// What to do about it.
    var hint: String
    /// The unit's other distinct errors (up to nine more), each with what to do about it: the
    /// second blocker shows with the first.
    var laterErrors: [(error: String, hint: String)] = []
    /// The files moved aside from a test unit that builds without them (its paths in the
    /// package); empty when the whole unit does not build.
    var filesSetAside: [String] = []

    /// Whether the unit builds (some of its test files set aside).
    var unitBuilds: Bool { !filesSetAside.isEmpty }
  }

  /// Builds the package and its tests; a unit that fails moves to `NotBuilding/`, with the
  /// units depending on it, and the rest builds again. Returns the failures, in order.
  mutating func build(_ units: [PortedUnit], log: (String) -> Void) throws -> [Failure] {
    var active = units
    var failures: [Failure] = []
    var removed: Set<String> = []
    var trimmed: Set<String> = []
    while true {
      if removed.isEmpty {
        let (status, text) = try buildOnce(active, log: log)
        if status == 0 { return failures }
        if try updatePinnedPackagesFailing(in: text, log: log) { continue }
        if try portPackages(failingIn: text, log: log) { continue }
        if try repair(failingIn: text, active: &active, log: log) { continue }
        if try unpinPackagesNotCheckedOut(in: text) { continue }
        if leaveOutPackages(unresolvedPackages(in: text), from: &active) { continue }
        // A package whose own code no round makes build (C++ a copy cannot mend, or what is
        // left after twenty rounds) goes as a framework Linux lacks does.
        let failingPackages = ResolvedGraph.packagesFailing(in: text, scratch: scratchFolder)
        if leaveOutPackages(
          failingPackages.mapValues { "\(Self.doesNotBuildHere): \($0)" }, from: &active)
        {
          continue
        }
        try blame(errorsIn: text, of: active, removing: &removed, into: &failures)
        try setAsideFailingTestFiles(of: &active, removing: &removed, in: &failures, once: &trimmed)
        // A module going whole after losing some files is reported once, as not building.
        failures.removeAll { $0.unitBuilds && removed.contains($0.unit) }
      }
      try removeDependents(in: &active, removing: &removed, into: &failures)
      for unit in active where removed.contains(unit.unit.name) { try moveAside(unit) }
      active.removeAll { removed.contains($0.unit.name) }
      removed = []
      if active.isEmpty { return failures }
    }
  }

  /// Writes the manifest of `active` and builds the package once: the exit status and output.
  private func buildOnce(
    _ active: [PortedUnit], log: (String) -> Void
  ) throws -> (status: Int32, text: String) {
    try writeManifest(active)
    try checkManifest()
    let arguments =
      ["swift", "build", "--build-tests", "--package-path", output.path] + scratchArguments
    log("building \(active.count) modules: \(arguments.joined(separator: " "))")
    let start = Date()
    let (status, text) = try Command.run(arguments) { line in
      log("  \(Self.elapsed(since: start)) \(line)")
    }
    log("  built in \(Self.elapsed(since: start))\(status == 0 ? "" : ", with errors")")
    return (status, text)
  }

  /// The build folder's arguments to SwiftPM.
  var scratchArguments: [String] { ScratchArguments.forFolder(scratchPath) }

  /// The build folder.
  var scratchFolder: URL {
    scratchPath.map { URL(fileURLWithPath: $0) } ?? output.appendingPathComponent(".build")
  }

  /// The eraser of the protocol `name` (`AnyCasePath` of `CasePath`) that TCA Lite's packages
  /// or the resolved graph's declare, if one does (``ProtocolAsType``).
  func eraser(of name: String) -> String? {
    let lite = URL(fileURLWithPath: liteRoot)
    let packages =
      (try? FileManager.default.contentsOfDirectory(atPath: liteRoot).sorted()) ?? []
    let folders =
      packages.map { lite.appendingPathComponent($0).appendingPathComponent("Sources") }
      + [scratchFolder.appendingPathComponent("checkouts")]
    return ProtocolAsType.eraser(of: name, declaredUnder: folders)
  }

  /// Why a package whose own code does not build is left out, before its first error.
  static let doesNotBuildHere = "its own code does not build here"

  /// `m:ss` since `start`.
  static func elapsed(since start: Date) -> String {
    let seconds = Int(Date().timeIntervalSince(start))
    return "\(seconds / 60):\(String(format: "%02d", seconds % 60))"
  }
}
