import Foundation

/// Why the ported package as a whole does not resolve or build, when no module is to blame:
/// SwiftPM's errors, the line of a generated file they name, and what to do.
struct PackageFailure: Error, Sendable {
  /// Where SwiftPM stopped.
  enum Stage: String, Sendable {
    case manifest = "its manifest does not parse"
    case resolution = "its package graph does not resolve"
    case build = "it does not build, and no module is to blame"
  }

  /// A line of a file tca-port wrote that an error names.
  struct Cause: Equatable, Sendable {
    /// The file, relative to the ported package.
    var file: String
    /// The line's number.
    var line: Int
    /// The line's text.
    var text: String
  }

  /// How many distinct errors are kept.
  static let limit = 10

  /// Where SwiftPM stopped.
  var stage: Stage
  /// SwiftPM's distinct errors, in order, at most ``limit``.
  var errors: [String]
  /// The line of a generated file the first error naming one names.
  var cause: Cause?
  /// What to do.
  var hint: String

  /// The failure SwiftPM's `output` tells of, for the package in `packageFolder`.
  init(stage: Stage, output: String, packageFolder: URL) {
    self.stage = stage
    let lines = output.split(separator: "\n").map(String.init)
    var errors: [String] = []
    for line in lines where line.contains("error: ") && !line.hasPrefix(" ") {
      let error = line.replacingOccurrences(of: packageFolder.path + "/", with: "")
      if errors.count < Self.limit, !errors.contains(error) { errors.append(error) }
    }
    if errors.isEmpty { errors = Array(lines.suffix(5)) }
    self.errors = errors
    cause = errors.lazy.compactMap { Self.cause(of: $0, in: packageFolder) }.first
    hint = Self.hint(for: errors.joined(separator: "\n"))
  }

  /// The generated file and line `error` (`Package.swift:164:7: error: …`) names, with its text.
  static func cause(of error: String, in packageFolder: URL) -> Cause? {
    guard let match = error.firstMatch(of: /^([^:\s]+):(\d+):\d+: error:/),
      let number = Int(match.2),
      let text = BuildErrors.sourceLine(of: error, in: packageFolder)
    else { return nil }
    return Cause(file: String(match.1), line: number, text: text)
  }

  /// What to do about SwiftPM's `errors`.
  static func hint(for errors: String) -> String {
    if errors.contains("must precede argument") {
      return
        "tca-port wrote the manifest's arguments in an order SwiftPM refuses: a defect of tca-port (Package/ManifestWriter.swift); the line is quoted above"
    }
    if let match = errors.firstMatch(
      of: /multiple similar targets .* appear in package '([^']+)' and '([^']+)'/)
    {
      let first = String(match.1)
      let replaced = CompatPackages.identities.contains(first.lowercased())
      return replaced
        ? "\(first) is upstream's package that TCA Lite replaces, and \(match.2) is TCA Lite's: the package needs TCA Lite's Compat/\(first) by path (tca-port adds it when resolving finds \(first) in the graph; here resolving failed first)"
        : "\(first) and \(match.2) declare modules of the same names: give one of them other names with `moduleAliases` in the app's manifest"
    }
    if let match = errors.firstMatch(
      of: /product '([^']+)' required by package '([^']+)' target '([^']+)' not found/)
    {
      return
        "\(match.3) (package \(match.2)) depends on a product \(match.1) no package of the graph declares: if it is an Apple framework's name, a module importing it needs a stand-in"
    }
    if let match = errors.firstMatch(
      of: /'([^']+)' is using Swift tools version ([0-9.]+) but the installed version is ([0-9.]+)/)
    {
      return
        "\(match.1) needs Swift \(match.2) and this toolchain is \(match.3): build with that toolchain, or pin a version of \(match.1) made for this one"
    }
    let unreachable = [
      "Couldn't get the list of tags", "ailed to clone", "does not appear to be a git repository",
      "unable to access", "could not read Username", "Repository not found",
    ]
    if unreachable.contains(where: errors.contains) {
      return
        "git cannot fetch a package the graph names (quoted above): check its address, and that this machine reaches it (network, credentials, a mirror)"
    }
    if let match = errors.firstMatch(of: /no versions of '([^']+)' match the requirement/) {
      return
        "no version of \(match.1) fits what the graph asks for: the place it is fetched from lacks the version pinned (a mirror or cache that is behind?), or two packages ask for versions that exclude each other"
    }
    return
      "SwiftPM stops before compiling any module: its errors are above; a line of a generated file they name is quoted"
  }
}
