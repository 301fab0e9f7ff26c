import Foundation

/// Upstream's public declarations set against TCA Lite's, package by package.
public struct APIComparison {
  /// An upstream declaration TCA Lite leaves out on purpose, with the rule saying why.
  public struct Excluded {
    /// The upstream declaration.
    public var declaration: Declaration
    /// The exclusion that covers it.
    public var rule: Exclusions.Rule
  }

  /// Upstream's public declarations read, without duplicates, in reading order.
  public private(set) var upstreamDeclarations: [Declaration] = []
  /// How many upstream declarations were read, after duplicates.
  public var upstreamCount: Int { upstreamDeclarations.count }
  /// Upstream declarations TCA Lite declares too.
  public private(set) var coveredCount = 0
  /// Upstream declarations TCA Lite does not declare and no exclusion covers.
  public private(set) var missing: [Declaration] = []
  /// Upstream declarations an exclusion covers.
  public private(set) var excluded: [Excluded] = []
  /// Exclusion patterns that matched nothing (out of date for the upstream read).
  public private(set) var unusedRules: [Exclusions.Rule] = []

  /// Compares the packages of `mappings`, upstream's read from `upstream` (a folder holding each
  /// upstream package's checkout by its repository name), TCA Lite's from `lite` (the repository).
  public init(
    upstream: URL, lite: URL, exclusions: Exclusions,
    mappings: [PackageMapping] = PackageMapping.all
  ) throws {
    var used = Set<String>()
    for mapping in mappings {
      var theirs = DeclarationCollector(conditions: .upstreamOnLinux)
      for module in mapping.upstreamModules {
        try theirs.read(
          folder: upstream.appending(path: "\(mapping.upstreamPackage)/Sources/\(module)"),
          module: module)
      }
      var ours = DeclarationCollector(conditions: .liteOnLinux)
      for module in mapping.liteModules {
        let parts = module.split(separator: "/")
        try ours.read(
          folder: lite.appending(path: "\(parts[0])/Sources/\(parts[1])"), module: String(parts[1]))
      }
      add(upstream: theirs, lite: ours, exclusions: exclusions, used: &used)
    }
    unusedRules = exclusions.rules.filter { !used.contains($0.pattern) }
  }

  /// Compares one upstream package's declarations, already read, with TCA Lite's.
  public init(upstream: DeclarationCollector, lite: DeclarationCollector, exclusions: Exclusions) {
    var used = Set<String>()
    add(upstream: upstream, lite: lite, exclusions: exclusions, used: &used)
    unusedRules = exclusions.rules.filter { !used.contains($0.pattern) }
  }

  private mutating func add(
    upstream: DeclarationCollector, lite: DeclarationCollector, exclusions: Exclusions,
    used: inout Set<String>
  ) {
    var candidates: [String: [Declaration]] = [:]
    let liteDeclarations = lite.declarations.map { Self.resolvingOwner($0, lite.aliases) }
    for declaration in liteDeclarations + Self.impliedByConformances(liteDeclarations) {
      candidates["\(declaration.kind) \(declaration.qualifiedName)", default: []].append(
        declaration)
    }
    var seen = Set<String>()
    for declaration in upstream.declarations
    where Self.isAPI(declaration, hidden: upstream.nonPublicTypes)
      && seen.insert(declaration.description).inserted
    {
      upstreamDeclarations.append(declaration)
      let resolved = Self.resolvingOwner(declaration, upstream.aliases)
      let key = "\(resolved.kind) \(resolved.qualifiedName)"
      if candidates[key, default: []].contains(where: { $0.covers(resolved) }) {
        coveredCount += 1
      } else if let rule = exclusions.rule(for: declaration) {
        used.insert(rule.pattern)
        excluded.append(Excluded(declaration: declaration, rule: rule))
      } else {
        missing.append(declaration)
      }
    }
  }

  // The declaration as a member of the type its owner's alias names: the two sides may alias
  // differently, the type extended is what a use sees.
  private static func resolvingOwner(_ declaration: Declaration, _ aliases: [String: String])
    -> Declaration
  {
    var resolved = declaration
    var components = declaration.owner.split(separator: ".").map(String.init)
    if let first = components.first, let target = aliases[first] {
      components[0] = target
      resolved.owner = components.joined(separator: ".")
    }
    return resolved
  }

  // For each type: the protocols its conformances imply (the standard library's refinements, and
  // what the side's own protocols refine and classes inherit), and the members the compiler writes
  // for them (a `Hashable` struct's `hash(into:)`), which its sources need not declare.
  private static func impliedByConformances(_ declarations: [Declaration]) -> [Declaration] {
    let conformances = Dictionary(
      grouping: declarations.filter { $0.kind == .conformance }, by: \.owner)
    let declared = conformances.mapValues { $0.map(\.name) }
    return conformances.flatMap { owner, _ in
      let protocols = Conformances.closure(of: declared[owner] ?? [], through: declared)
      let implied = protocols.map {
        Declaration(kind: .conformance, owner: owner, name: $0)
      }
      let members = protocols.flatMap { Conformances.synthesized[$0] ?? [] }.map {
        $0.declaration(in: owner)
      }
      return implied + members
    }
  }

  // A member of a type upstream keeps internal, or a conformance to or of one, is not API.
  private static func isAPI(_ declaration: Declaration, hidden: Set<String>) -> Bool {
    var names = [declaration.owner]
    if declaration.kind == .conformance { names.append(declaration.name) }
    return !names.contains { name in
      let components = name.split(separator: ".")
      return components.indices.contains { index in
        hidden.contains(components[...index].joined(separator: "."))
      }
    }
  }

  /// The report: each missing declaration with the module upstream declares it in, then the
  /// counts.
  public var report: String {
    var lines = missing.sorted { ($0.module, $0.description) < ($1.module, $1.description) }
      .map { "missing: \($0) (\($0.module))" }
    lines += unusedRules.map { "warning: exclusion '\($0.pattern)' matched nothing" }
    lines.append(
      "\(upstreamCount) upstream declarations: \(coveredCount) declared by TCA Lite, "
        + "\(excluded.count) excluded on purpose, \(missing.count) missing")
    return lines.joined(separator: "\n")
  }
}
