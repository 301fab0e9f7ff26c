import Foundation

/// The versions the app's `Package.resolved` files pin, carried into the ported package's own so
/// that SwiftPM resolves what the app builds with (swift-parsing 0.14.1, not the newest 0.15.2
/// its range allows) wherever that version is reachable; a package whose pinned version is not
/// reachable resolves to the newest its requirement allows.
enum PinnedVersions {
  /// One pin of a `Package.resolved` file (versions 1 to 3 of its format).
  struct Pin: Equatable, Sendable {
    /// The package's identity.
    var identity: String
    /// Its address.
    var location: String
    /// The version pinned, or the branch.
    var version: String?
    var branch: String?
  }

  /// The pins of every `Package.resolved` in the app's folder (a package's, an Xcode project's or
  /// workspace's `xcshareddata/swiftpm/`, Tuist's), by identity; the first file read wins
  /// (shallowest first).
  static func pins(inApp app: URL) -> [Pin] {
    var pins: [String: Pin] = [:]
    for file in resolvedFiles(in: app) {
      guard let data = try? Data(contentsOf: file) else { continue }
      for pin in parse(data) where pins[pin.identity] == nil { pins[pin.identity] = pin }
    }
    return pins.values.sorted { $0.identity < $1.identity }
  }

  /// The pins of a `Package.resolved` file's data.
  static func parse(_ data: Data) -> [Pin] {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return []
    }
    // Version 1 nests its pins in `object` and names the address `repositoryURL`.
    let entries =
      (object["pins"] as? [[String: Any]])
      ?? ((object["object"] as? [String: Any])?["pins"] as? [[String: Any]]) ?? []
    return entries.compactMap { entry in
      guard let location = (entry["location"] ?? entry["repositoryURL"]) as? String,
        let state = entry["state"] as? [String: Any]
      else { return nil }
      if let kind = entry["kind"] as? String, kind != "remoteSourceControl" { return nil }
      let identity =
        (entry["identity"] as? String) ?? CompatPackages.identity(ofAddress: location)
      let pin = Pin(
        identity: identity, location: location, version: state["version"] as? String,
        branch: state["branch"] as? String)
      return pin.version == nil && pin.branch == nil ? nil : pin
    }
  }

  /// The packages TCA Lite's own packages (in `liteRoot`) and the catalog's depend on, by
  /// identity: they build at the versions TCA Lite needs (an app's older combine-schedulers pin
  /// left TCA Lite's dependencies without `OpenCombineShim`), so no app pin applies to them.
  static func liteDependencies(liteRoot: String) -> Set<String> {
    let root = URL(fileURLWithPath: liteRoot)
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: liteRoot)) ?? []
    var identities = Set(
      folders.flatMap { folder in
        ResolvedGraph.dependencies(ofPackageIn: root.appendingPathComponent(folder))
      })
    for source in ModuleCatalog.products.values {
      if case .remote = source { identities.insert(source.identity) }
    }
    return identities
  }

  /// The `Package.resolved` files under `app`, shallowest first, outside build folders.
  static func resolvedFiles(in app: URL) -> [URL] {
    let manager = FileManager.default
    guard let walker = manager.enumerator(atPath: app.path) else { return [] }
    var files: [String] = []
    while let path = walker.nextObject() as? String {
      let name = (path as NSString).lastPathComponent
      if name.hasPrefix(".build") || name == "DerivedData" || name == "Pods"
        || name == "node_modules" || name == ".git"
      {
        walker.skipDescendants()
        continue
      }
      if name == "Package.resolved" { files.append(path) }
    }
    return files.sorted {
      ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1)
    }
    .map { app.appendingPathComponent($0) }
  }

  /// The text of a `Package.resolved` (format 2) pinning each of `pins` that git reaches at the
  /// version's tag or the branch's head (`git ls-remote`, through the same configuration
  /// SwiftPM uses), with the commit found there: this machine's copy of a package may give a tag
  /// another commit than the app's file records. Nil when none is reachable.
  static func resolvedFile(pinning pins: [Pin]) -> String? {
    var entries: [[String: Any]] = []
    for pin in pins {
      guard let revision = revision(of: pin) else { continue }
      var state: [String: Any] = ["revision": revision]
      if let version = pin.version {
        state["version"] = version
      } else {
        state["branch"] = pin.branch
      }
      entries.append([
        "identity": pin.identity, "kind": "remoteSourceControl", "location": pin.location,
        "state": state,
      ])
    }
    guard !entries.isEmpty,
      let data = try? JSONSerialization.data(
        withJSONObject: ["pins": entries, "version": 2], options: [.prettyPrinted, .sortedKeys])
    else { return nil }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The commit the pin's tag or branch names where git reaches its address; nil if it does not.
  static func revision(of pin: Pin) -> String? {
    let reference = pin.version.map { "refs/tags/\($0)" } ?? pin.branch.map { "refs/heads/\($0)" }
    guard let reference,
      let (status, output) = try? Command.run(
        [
          "GIT_TERMINAL_PROMPT=0", "GIT_SSH_COMMAND=ssh -o BatchMode=yes", "git", "ls-remote",
          pin.location, reference, reference + "^{}",
        ], timeout: 60),
      status == 0
    else { return nil }
    // An annotated tag is listed twice: itself, then (`^{}`) the commit it names, which is kept.
    var revision: String?
    for line in output.split(separator: "\n") {
      let fields = line.split(separator: "\t")
      guard fields.count == 2, fields[0].count == 40 else { continue }
      if fields[1].hasSuffix("^{}") || revision == nil { revision = String(fields[0]) }
    }
    return revision
  }
}

extension PackageBuilder {
  /// Writes the ported package's `Package.resolved` anew from the app's pins (those of
  /// packages `Compat/` replaces left out), or removes it when none is reachable; the pins
  /// written are kept in ``pinnedPackages``.
  mutating func writePinnedVersions() throws {
    let file = output.appendingPathComponent("Package.resolved")
    try? FileManager.default.removeItem(at: file)
    pinnedPackages = []
    guard let app else { return }
    let ownDependencies = PinnedVersions.liteDependencies(liteRoot: liteRoot)
    let pins = PinnedVersions.pins(inApp: app).filter {
      !CompatPackages.identities.contains($0.identity) && !ownDependencies.contains($0.identity)
    }
    guard let text = PinnedVersions.resolvedFile(pinning: pins) else { return }
    try text.write(to: file, atomically: true, encoding: .utf8)
    pinnedPackages = Set(PinnedVersions.parse(Data(text.utf8)).map(\.identity))
  }

  /// Takes out of the port's `Package.resolved` each pin SwiftPM could not check out (`error:
  /// 'swift-crypto': Couldn’t check out revision …`: a copy whose tag is listed but whose
  /// objects are not all there), so that the package resolves to the newest version allowed
  /// instead. Returns whether a pin went, and resolution is to run again.
  mutating func unpinPackagesNotCheckedOut(in text: String) throws -> Bool {
    let named = Set(
      text.matches(of: /error: '([^']+)': Couldn(?:’|')t check out revision/).map {
        String($0.1).lowercased()
      })
    return try unpin(pinnedPackages.filter { named.contains($0.lowercased()) })
  }

  /// Moves each pinned package of the graph whose own code a build's `text` says does not
  /// build here to the newest version its requirements allow (swift-snapshot-testing 1.18.3's
  /// Swift Testing trait does not compile with this toolchain's Testing; 1.18.9's does), before
  /// any is ported in place. Returns whether one moved, and the build is to run again.
  mutating func updatePinnedPackagesFailing(in text: String, log: (String) -> Void) throws
    -> Bool
  {
    let failing = Set(ResolvedGraph.packagesFailing(in: text, scratch: scratchFolder).keys)
    let moving = pinnedPackages.intersection(failing)
    guard try unpin(moving) else { return false }
    let arguments =
      ["swift", "package", "--package-path", output.path] + scratchArguments + ["update"]
      + moving.sorted()
    log(
      "  \(moving.sorted().joined(separator: ", ")): the version the app pins does not build here: \(arguments.joined(separator: " "))"
    )
    _ = try Command.run(arguments)
    return true
  }

  /// Takes `identities`' pins out of the port's `Package.resolved`; whether one went.
  private mutating func unpin(_ identities: Set<String>) throws -> Bool {
    guard !identities.isEmpty else { return false }
    let file = output.appendingPathComponent("Package.resolved")
    guard let data = try? Data(contentsOf: file),
      var resolved = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let pins = resolved["pins"] as? [[String: Any]]
    else { return false }
    resolved["pins"] = pins.filter { pin in
      !identities.contains((pin["identity"] as? String) ?? "")
    }
    try JSONSerialization.data(withJSONObject: resolved, options: [.prettyPrinted, .sortedKeys])
      .write(to: file)
    pinnedPackages.subtract(identities)
    return true
  }

  /// Moves each package of the resolved graph the app does not pin to the newest version its
  /// requirements allow (`swift package update <packages>`): SwiftPM keeps the versions a build
  /// folder has checked out, so a folder shared between ports would otherwise give one port
  /// the versions an earlier port resolved. The packages checked out at the same version are
  /// left as they are, and build no more.
  func updateUnpinnedPackages(log: (String) -> Void) throws {
    let unpinned = ResolvedGraph.packagesByAddress(inGraphResolvedIn: scratchFolder)
      .subtracting(pinnedPackages).sorted()
    guard !unpinned.isEmpty else { return }
    let arguments =
      ["swift", "package", "--package-path", output.path] + scratchArguments + ["update"]
      + unpinned
    log("updating what the app does not pin: \(arguments.joined(separator: " "))")
    _ = try Command.run(arguments)
  }
}
