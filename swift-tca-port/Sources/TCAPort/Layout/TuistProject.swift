import Foundation
import SwiftParser
import SwiftSyntax

/// A Tuist project (`Project.swift`), read from its syntax: tca-port does not run Tuist. Its
/// targets are the `.target(…)` (or `Target(…)`) calls of the `targets:` of its `Project(…)`,
/// each with its name, product, source globs or buildable folders, resources and the external
/// products it links (`.external(name:)`), and the targets of the calls of the workspace's helper
/// functions (see ``TuistHelpers``), in its `targets:` or making the whole project
/// (`let project: Project = .feature(name: "Settings")`). A string may name a constant of the
/// file (`let name = "App"`, then `name: name`, `"\(name)Tests"`).
struct TuistProject {
  /// The project's folder, relative to the app folder (`Features/Query`, `.` for the app's).
  var folder: String
  /// Its targets, in the project's order.
  var targets: [Target]
  /// The Swift language mode its settings ask for: 6 when `SWIFT_VERSION` starts with 6.
  var languageMode: Int?

  /// A target of the project.
  struct Target: Equatable {
    /// The name of its module: its `productName`, else its name.
    var name: String
    /// Its product: `framework`, `app`, `unitTests`, `uiTests`…
    var product: String
    /// Its source globs, relative to the project's folder (`Sources/**`), buildable folders
    /// included.
    var sources: [String]
    /// Its resource globs, relative to the project's folder.
    var resources: [String]
    /// The products of external packages it links (`.external(name: "Nuke")`).
    var externals: [String]
  }

  /// Whether the app in `app` is laid out by Tuist: it has a `Tuist/` folder of Tuist's files, a
  /// `Tuist.swift`, a `Workspace.swift` or a `Project.swift`, and no `Package.swift`.
  static func isTuistLayout(_ app: URL) -> Bool {
    let manager = FileManager.default
    let markers = [
      "Tuist/Package.swift", "Tuist/Config.swift", "Tuist/ProjectDescriptionHelpers", "Tuist.swift",
      "Workspace.swift", "Project.swift",
    ]
    return markers.contains { manager.fileExists(atPath: app.appendingPathComponent($0).path) }
      && !manager.fileExists(atPath: app.appendingPathComponent("Package.swift").path)
  }

  /// Every `Project.swift` under `app` (hidden folders and `Tuist/` left out), read with the
  /// workspace's helpers.
  static func all(in app: URL) -> [TuistProject] {
    let helpers = TuistHelpers(app: app)
    guard let enumerator = FileManager.default.enumerator(atPath: app.path) else { return [] }
    var projects: [TuistProject] = []
    while let path = enumerator.nextObject() as? String {
      let parts = path.split(separator: "/")
      if parts.contains(where: { $0.hasPrefix(".") || $0 == "Tuist" || $0.hasSuffix(".xcodeproj") })
      {
        enumerator.skipDescendants()
        continue
      }
      guard parts.last == "Project.swift",
        let text = try? String(
          contentsOf: app.appendingPathComponent(path), encoding: .utf8)
      else { continue }
      let folder = parts.dropLast().joined(separator: "/")
      projects.append(
        TuistProject(text: text, folder: folder.isEmpty ? "." : folder, helpers: helpers))
    }
    return projects.sorted { $0.folder < $1.folder }
  }

  /// The project the manifest `text` in `folder` declares, its calls of `helpers` made into
  /// their targets.
  init(text: String, folder: String, helpers: TuistHelpers? = nil) {
    self.folder = folder
    let file = Parser.parse(source: text)
    let constants = TuistStrings(file: file)
    let project = file.tokens(viewMode: .sourceAccurate).lazy
      .compactMap { $0.parent?.parent?.as(FunctionCallExprSyntax.self) }
      .first { $0.calledExpression.trimmedDescription == "Project" }
    if let project {
      let targets = project.argument("targets")?.as(ArrayExprSyntax.self)?.elements ?? []
      self.targets = targets.flatMap { element -> [Target] in
        if let target = Self.target(element.expression, constants) { return [target] }
        guard let call = element.expression.as(FunctionCallExprSyntax.self) else { return [] }
        return helpers?.targets(of: call, constants) ?? []
      }
    } else {
      // A helper making the whole project, else Tuist's conventional folders.
      self.targets =
        file.descendants(of: FunctionCallExprSyntax.self).lazy
        .compactMap { helpers?.targets(of: $0, constants) }.first
        ?? Self.conventionalTargets(in: file, folder: folder, constants)
    }
    languageMode = file.description.range(of: #""SWIFT_VERSION": "6"#) != nil ? 6 : nil
  }

  /// The targets of a project whose manifest builds them in a way its syntax does not tell
  /// (`Constants.createProject(config: ModuleConfig(name: "Feed"))`): by Tuist's convention, a
  /// module of `Sources/` and its tests in `Tests/`, named by the first `name:` the manifest
  /// writes (else its folder), linking every `.external(name:)` it names.
  static func conventionalTargets(
    in file: SourceFileSyntax, folder: String, _ constants: TuistStrings
  ) -> [Target] {
    let calls = file.descendants(of: FunctionCallExprSyntax.self)
    let named = calls.lazy.compactMap { call -> String? in
      guard !call.calledExpression.trimmedDescription.hasSuffix("external") else { return nil }
      return constants.value(of: call.argument("name"))
    }.first
    guard let name = named ?? folder.split(separator: "/").last.map(String.init), name != "."
    else { return [] }
    let externals = calls.compactMap { call -> String? in
      guard call.calledExpression.trimmedDescription.hasSuffix("external") else { return nil }
      return call.argument("name")?.stringLiteral
    }
    return [
      Target(
        name: name, product: "framework", sources: ["Sources/**"], resources: [],
        externals: externals),
      Target(
        name: name + "Tests", product: "unitTests", sources: ["Tests/**"], resources: [],
        externals: []),
    ]
  }

  /// How a call declaring one target is written.
  static let targetCallees: Set = ["target", ".target", "Target", "Target.target"]

  /// The target a `.target(…)`, `Target.target(…)` or `Target(…)` call declares.
  private static func target(_ expression: ExprSyntax, _ constants: TuistStrings) -> Target? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      targetCallees.contains(call.calledExpression.trimmedDescription),
      let name = constants.value(of: call.argument("productName"))
        ?? constants.value(of: call.argument("name"))
    else { return nil }
    let product =
      call.argument("product")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
    return Target(
      name: name, product: product,
      sources: globs(call.argument("sources"), constants)
        + globs(call.argument("buildableFolders"), constants).map { "\($0)/**" },
      resources: globs(call.argument("resources"), constants),
      externals: externals(call.argument("dependencies")))
  }

  /// The products of a dependency list's `.external(name:)` entries.
  static func externals(_ dependencies: ExprSyntax?) -> [String] {
    let elements = dependencies?.as(ArrayExprSyntax.self)?.elements ?? []
    return elements.compactMap { element -> String? in
      guard let dependency = element.expression.as(FunctionCallExprSyntax.self),
        dependency.calledExpression.trimmedDescription.hasSuffix("external")
      else { return nil }
      return dependency.argument("name")?.stringLiteral
    }
  }

  /// The strings of a glob list: `["Sources/**"]`, `.paths(["Sources/**"])`, or one; a string
  /// interpolating what the file does not declare is left out.
  static func globs(_ expression: ExprSyntax?, _ constants: TuistStrings = TuistStrings())
    -> [String]
  {
    guard let expression else { return [] }
    if let value = constants.value(of: expression) { return [value] }
    return expression.descendants(of: StringLiteralExprSyntax.self).compactMap {
      constants.value(of: ExprSyntax($0))
    }
  }

  /// The Swift files of `target`, relative to the app folder: those its globs match under the
  /// project's folder (`**` any depth, `*` within a name).
  func files(of target: Target, in app: URL) -> [String] {
    let root = folder == "." ? app : app.appendingPathComponent(folder)
    let prefix = folder == "." ? "" : folder + "/"
    return LayoutReader.swiftFiles(under: root)
      .filter { file in target.sources.contains { Self.matches(file, glob: $0) } }
      .map { prefix + $0 }
  }

  /// Whether `path` (relative to the project's folder) matches `glob`.
  static func matches(_ path: String, glob: String) -> Bool {
    var pattern = "^"
    var rest = Substring(glob)
    while let character = rest.first {
      if rest.hasPrefix("**/") {
        pattern += "(.*/)?"
        rest = rest.dropFirst(3)
      } else if rest.hasPrefix("**") {
        pattern += ".*"
        rest = rest.dropFirst(2)
      } else {
        pattern +=
          character == "*" ? "[^/]*" : NSRegularExpression.escapedPattern(for: String(character))
        rest = rest.dropFirst()
      }
    }
    return path.range(of: pattern + "$", options: .regularExpression) != nil
  }
}

extension FunctionCallExprSyntax {
  /// The argument labelled `label`.
  func argument(_ label: String) -> ExprSyntax? {
    arguments.first { $0.label?.text == label }?.expression
  }
}

extension ExprSyntax {
  /// The text of a string literal without interpolations.
  var stringLiteral: String? {
    guard let literal = self.as(StringLiteralExprSyntax.self),
      literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
    else { return nil }
    return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
  }
}
