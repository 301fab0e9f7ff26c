/// The compiler errors of a build of the ported package, by unit.
import Foundation

struct BuildErrors {
  /// How many distinct errors of a unit are kept.
  static let limit = 10

  /// Each unit's distinct errors in the order the compiler gave them, at most ``limit``, as
  /// `path:line:column: error: message` with the path relative to the package.
  var errorsByUnit: [String: [String]] = [:]

  init(output: String, packageFolder: String, units: [PortedUnit]) {
    let folders = units.map { ($0.folder + "/", $0.unit.name) }
    for relative in Self.located(in: output, packageFolder: packageFolder) {
      guard let (_, unit) = folders.first(where: { relative.hasPrefix($0.0) }) else { continue }
      let known = errorsByUnit[unit, default: []]
      if known.count < Self.limit, !known.contains(relative) {
        errorsByUnit[unit, default: []].append(relative)
      }
    }
  }

  /// Every distinct error of a build's `output` in a file of the package, in the compiler's
  /// order, as `path:line:column: error: message` with the path relative to the package.
  static func located(in output: String, packageFolder: String) -> [String] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let root = packageFolder.hasSuffix("/") ? packageFolder : packageFolder + "/"
    var errors: [String] = []
    var seen: Set<String> = []
    for (index, line) in lines.enumerated() where line.contains(": error: ") {
      // An error inside a macro expansion names the expansion's buffer; the note after it names
      // the line that was expanded (Swift 6.2 draws it as "`- path:line:column: note: …").
      let located =
        line.hasPrefix(root)
        ? line
        : lines[(index + 1)..<min(index + 6, lines.count)].lazy.compactMap { note in
          note.range(of: root).map { String(note[$0.lowerBound...]) }
        }.first { $0.contains("note: expanded code originates here") }.map { note in
          note.replacingOccurrences(of: "note: expanded code originates here", with: "error:")
            + " " + (line.components(separatedBy: ": error: ").last ?? "")
        }
      guard let located else { continue }
      // The compiler repeats an error (compiling, emitting the module): each is kept once.
      let relative = String(located.dropFirst(root.count))
      if seen.insert(relative).inserted { errors.append(relative) }
    }
    return errors
  }

  /// The source line an error (`path:line:column: error: …`, relative to `packageFolder`) is on.
  static func sourceLine(of error: String, in packageFolder: URL) -> String? {
    let parts = error.split(separator: ":", maxSplits: 2)
    guard parts.count == 3, let number = Int(parts[1]), number > 0,
      let text = try? String(
        contentsOf: packageFolder.appendingPathComponent(String(parts[0])), encoding: .utf8)
    else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return number <= lines.count ? String(lines[number - 1]) : nil
  }

  /// What to do about `error`; `line`, the source line it is on, names the cause when the
  /// message does not (a `ViewStore` initializer fails with a type conversion error).
  static func hint(for error: String, line: String? = nil) -> String {
    if let module = error.firstMatch(of: /no such module '([^']+)'/)?.1 {
      guard AppleFramework.typePrefixes[String(module)] != nil || module.hasPrefix("Core")
      else {
        return
          "\(module) is neither a module of the app's packages nor a package tca-port knows: if it is the app's, port the folder holding its Package.swift with the app (tca-port reads the packages in the app's folder and their path dependencies); otherwise declare its package in the app's manifest"
      }
      return
        "\(module) is not on Linux: reach it through a dependency client and list the file with its live value under \"exclude\" in tca-port.json"
    }
    if error.contains("type 'Bundle' has no member 'module'") {
      return
        "Bundle.module exists for a package target that declares resources: this module is a folder of an Xcode project, whose resources tca-port does not carry; move the module and its resources into a package (resources: [.process(…)]), or read them another way"
    }
    if let name = error.firstMatch(of: /cannot find (?:type )?'([A-Za-z0-9_]+)' in scope/)?.1,
      let framework = AppleFramework.framework(ofType: String(name))
    {
      let folder = "\(AppleStandIns.package)/Sources/\(AppleStandIns.module(for: framework))"
      let addition =
        AppleStandIns.frameworks.contains(framework)
        ? "which Linux lacks and tca-port's \(framework) stand-ins do not declare: keep it out of clients' interfaces and features' state (a type of the app's own can stand for it), or declare it in the stand-ins (\(folder))"
        : "which Linux lacks and no stand-in covers: keep it out of clients' interfaces and features' state (a type of the app's own can stand for it), or add a stand-in module for \(framework) to TCA Lite (\(folder), new, as the others in \(AppleStandIns.package)/Sources are)"
      return "\(name) is \(framework)'s, \(addition)"
    }
    if let name = error.firstMatch(
      of: /'([^']+)' is unavailable: Not supported in swift-corelibs-foundation/)?.1
    {
      return
        "Linux Foundation lacks \(name): if only views use it, move it into a view's file (it goes with the view); otherwise do without it"
    }
    // `URLResponse()` picks another overload and fails on a tuple or a `coder:` argument.
    if line?.contains("URLResponse()") == true {
      return
        "Linux Foundation's URLResponse has no init(): write URLResponse(url:mimeType:expectedContentLength:textEncodingName:), or an HTTPURLResponse"
    }
    for (name, hint) in BlockingNames.hints where error.contains("'\(name)'") {
      return hint
    }
    if let line {
      let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      if let name = words.first(where: { BlockingNames.hints[String($0)] != nil }) {
        return BlockingNames.hints[String(name)]!
      }
    }
    if error.contains("cannot find") {
      return
        "a name from a view framework or a removed view type: move what the feature needs out of the view, or exclude the file in tca-port.json"
    }
    return "the view layer is gone and everything else is as written: see the error in its file"
  }
}
