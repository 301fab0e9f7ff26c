import Foundation
import SwiftParser
import SwiftSyntax

/// A unit of the app, ported: its files' new text and what it depends on.
struct PortedUnit: Sendable {
  /// The unit.
  var unit: AppUnit
  /// Each file: its path in the app, its path in the unit's folder, and its ported text.
  var files: [(source: String, destination: String, ported: PortedFile)]
  /// Other units it imports.
  var appDependencies: [String]
  /// Products of other packages it imports.
  var products: [String]
  /// Imports Linux has no module for, each with the first file importing it.
  var unavailableImports: [(module: String, file: String)]
  /// Files left out, each with why.
  var leftOut: [(file: String, reason: String)] = []

  /// The package folder the unit's files go to: `Sources/<name>` or `Tests/<name>`.
  var folder: String { "\(unit.kind == .tests ? "Tests" : "Sources")/\(unit.name)" }
}

/// Ports an app: reads its layout, strips every file, and works out each unit's dependencies.
enum Porter {
  /// The app's units, ported in memory.
  static func port(app: URL, layout: AppLayout) throws -> [PortedUnit] {
    let pass = try AppPass(app: app, layout: layout)
    return layout.units.map { unit in
      var port = UnitPort(unit: unit, pass: pass)
      return port.port()
    }
  }

  /// Whether `module` may come from a package the unit uses as the app declares it: a product of
  /// that name, or (the modules of a package by address being unknown before it is fetched) any
  /// module that is not an Apple framework, when the unit uses such a package.
  static func isExternal(_ module: String, of unit: AppUnit) -> Bool {
    unit.externalProducts.contains { $0.name == module }
      || (!unit.externalProducts.isEmpty && AppleFramework.typePrefixes[module] == nil)
  }

  /// The folder every file of a unit is in, with its trailing `/` (empty if none is shared).
  static func commonFolder(_ files: [String]) -> String {
    guard var common = files.first?.split(separator: "/").dropLast() else { return "" }
    for file in files.dropFirst() {
      let folders = file.split(separator: "/").dropLast()
      while !folders.starts(with: common) { common = common.dropLast() }
    }
    return common.isEmpty ? "" : common.joined(separator: "/") + "/"
  }
}

/// The app's files read, each parsed once and ported a first time, with what every unit's port
/// reads of the others.
struct AppPass {
  /// The app's folder.
  let app: URL
  let modules: Set<String>
  let trees: [String: SourceFileSyntax]
  let viewTypeNames: [String: Set<String>]
  /// Each unit's view types holding types that are not views (``ViewTypeCollector/viewNamespaces``).
  let viewNamespaces: [String: Set<String>]
  /// The types the app declares, in any module.
  let appTypeNames: Set<String>
  /// The view types the app declares, in any module.
  var appViewTypeNames: Set<String> { viewTypeNames.values.reduce(into: []) { $0.formUnion($1) } }
  let firstPass: [String: PortedFile]
  /// How often each file-scope name is used, before stripping and after the first pass.
  let usedBefore: [String: Int]
  let usedAfter: [String: Int]
  /// The products some unit declares: SwiftPM lets a module import what the modules it depends
  /// on depend on, so a product another module declares counts for every module importing it.
  let declaredProducts: [String: AppUnit.ExternalProduct]
  /// The modules of those products: one named as an Apple framework is the package's.
  let packageModules: Set<String>

  init(app: URL, layout: AppLayout) throws {
    self.app = app
    modules = Set(layout.units.map(\.name))
    var trees: [String: SourceFileSyntax] = [:]
    for file in layout.units.flatMap(\.files) {
      let url = app.appendingPathComponent(file)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw PortError("cannot read \(url.path)")
      }
      // A byte that is not UTF-8 (a comment saved in Latin-1) becomes U+FFFD, as the
      // compiler would not take it either; the rest of the file is ported.
      trees[file] = Parser.parse(source: String(decoding: data, as: UTF8.self))
    }
    var declaredProducts: [String: AppUnit.ExternalProduct] = [:]
    for product in layout.units.flatMap(\.externalProducts) {
      declaredProducts[product.name] = product
    }
    self.declaredProducts = declaredProducts
    let packageModules = Set(declaredProducts.keys)
    self.packageModules = packageModules
    var viewTypeNames: [String: Set<String>] = [:]
    var viewNamespaces: [String: Set<String>] = [:]
    var firstPass: [String: PortedFile] = [:]
    var everyType = ViewTypeCollector()
    for tree in trees.values { FilePorter.collectViewTypes(tree, into: &everyType) }
    appTypeNames = everyType.typeNames
    for unit in layout.units {
      var collector = ViewTypeCollector()
      for file in unit.files { FilePorter.collectViewTypes(trees[file]!, into: &collector) }
      viewTypeNames[unit.name] = collector.viewTypeNames
      viewNamespaces[unit.name] = collector.viewNamespaces
      for file in unit.files {
        firstPass[file] = FilePorter.port(
          trees[file]!, viewTypeNames: collector.viewTypeNames, appTypeNames: appTypeNames,
          viewNamespaces: collector.viewNamespaces, packageModules: packageModules,
          isTest: unit.kind == .tests)
      }
    }
    self.trees = trees
    self.viewTypeNames = viewTypeNames
    self.viewNamespaces = viewNamespaces
    self.firstPass = firstPass
    usedBefore = TopLevelNames.uses(in: trees.values)
    usedAfter = TopLevelNames.uses(in: firstPass.values.map(\.tree))
  }

  /// The file-scope functions and variables of `file` that removed views used and nothing kept
  /// uses: they go too, as they may need what only views had (VoiceMemos'
  /// `DateComponentsFormatter`).
  func viewOnlyNames(_ file: String) -> Set<String> {
    Set(
      TopLevelNames.declared(in: firstPass[file]!.tree).filter { name in
        usedAfter[name, default: 0] == 1 && usedBefore[name, default: 0] > 1
      })
  }
}

/// The port of one unit: its files, what they import, and the files left out.
struct UnitPort {
  let unit: AppUnit
  let pass: AppPass
  /// Where the unit's files are, stripped from their paths in the unit's folder.
  let prefix: String
  var files: [(source: String, destination: String, ported: PortedFile)] = []
  var appDependencies: Set<String> = []
  var products: Set<String> = []
  var unavailable: [(module: String, file: String)] = []
  var leftOut: [(file: String, reason: String)] = []
  /// Products another unit declares that this one imports.
  var borrowed: [AppUnit.ExternalProduct] = []

  init(unit: AppUnit, pass: AppPass) {
    self.unit = unit
    self.pass = pass
    self.prefix = unit.root.map { $0 == "." ? "" : $0 + "/" } ?? Porter.commonFolder(unit.files)
    if unit.kind == .tests { products.insert("IssueReportingTestSupport") }
  }

  mutating func port() -> PortedUnit {
    for file in unit.files { port(file) }
    addAssetSymbols()
    // A view library's product goes with the views that imported it.
    var unit = unit
    unit.externalProducts += borrowed
    unit.externalProducts.removeAll { ViewVocabulary.viewFrameworks.contains($0.name) }
    return PortedUnit(
      unit: unit, files: files, appDependencies: appDependencies.sorted(),
      products: products.sorted(), unavailableImports: unavailable, leftOut: leftOut)
  }

  /// Whether a package the app declares provides `module`, for this unit or another.
  func fromAppPackage(_ module: String) -> Bool {
    Porter.isExternal(module, of: unit) || pass.declaredProducts[module] != nil
  }

  /// The Apple frameworks `file` imports, which Linux lacks (some have stand-ins), and the view
  /// framework its live values use (its import went with the views).
  func missingFrameworks(in file: String) -> (imported: [String], viewKit: String?) {
    let imported = pass.firstPass[file]!.imports.map {
      AppleStandIns.framework(ofModule: $0) ?? $0
    }.filter { module in
      module != unit.name && pass.declaredProducts[module] == nil
        && (AppleFramework.typePrefixes[module] != nil
          || ModuleCatalog.resolve(module, appModules: pass.modules) == .unavailable
            && !fromAppPackage(module))
    }
    let viewKit =
      unit.kind == .library ? LiveValueFile.viewFrameworkOfLiveValues(pass.trees[file]!) : nil
    return (imported, viewKit)
  }

  mutating func port(_ file: String) {
    // A test of a view (a snapshot of it) goes with the view, and the file with it unless
    // other tests remain (``ViewTests``).
    if unit.kind == .tests, let view = viewTested(in: file) {
      guard let (tree, removals) = ViewTests.strip(pass.trees[file]!, views: pass.appViewTypeNames)
      else {
        leftOut.append((file, "tests the view \(view), which is not ported"))
        return
      }
      var ported = FilePorter.port(
        tree, viewTypeNames: pass.viewTypeNames[unit.name]!, appTypeNames: pass.appTypeNames,
        viewNamespaces: pass.viewNamespaces[unit.name]!, packageModules: pass.packageModules,
        isTest: true)
      ported.removals = (removals + ported.removals).sorted { $0.line < $1.line }
      add(ported, of: file)
      return
    }
    let (frameworks, viewKit) = missingFrameworks(in: file)
    let missing = frameworks + [viewKit].compactMap { $0 }
    if !missing.isEmpty, LiveValueFile.isLiveOnly(pass.firstPass[file]!.tree) {
      let names = missing.joined(separator: ", ")
      leftOut.append(
        (
          file,
          "the live value of a dependency, built on \(names), which Linux lacks; tests use its test value"
        ))
      return
    }
    // A live value in a file with more goes, as views do; the key keeps its test value.
    let viewOnly = unit.kind == .library ? pass.viewOnlyNames(file) : []
    let liveFrameworks = unit.kind == .library ? missing : []
    let ported =
      viewOnly.isEmpty && liveFrameworks.isEmpty
      ? pass.firstPass[file]!
      : FilePorter.port(
        pass.trees[file]!, viewTypeNames: pass.viewTypeNames[unit.name]!, viewOnlyNames: viewOnly,
        appTypeNames: pass.appTypeNames, viewNamespaces: pass.viewNamespaces[unit.name]!,
        packageModules: pass.packageModules, isTest: false, liveValuesNeeding: liveFrameworks)
    add(ported, of: file)
  }

  /// Adds `ported` as the unit's port of `file`, and notes where its imports come from.
  private mutating func add(_ ported: PortedFile, of file: String) {
    var ported = ported
    if unit.kind == .tests, unit.resources.contains(where: { $0.source != nil }) {
      let (tree, removals) = TestBundles.replace(in: ported.tree)
      if !removals.isEmpty {
        ported = ported.withText(tree.description)
        ported.removals = (ported.removals + removals).sorted { $0.line < $1.line }
      }
    }
    files.append((file, String(file.dropFirst(prefix.count)), ported))
    for module in ported.imports where module != unit.name {
      record(module, importedBy: file)
    }
    // A macro of the app is used by declaring it, not by importing its module.
    for match in ported.text.matches(of: /#externalMacro\(\s*module:\s*"([^"]+)"/) {
      let module = String(match.1)
      if module != unit.name, pass.modules.contains(module) { appDependencies.insert(module) }
    }
  }

  /// The symbols Xcode generates for the unit's asset catalogs, as a file of the unit.
  mutating func addAssetSymbols() {
    guard unit.kind != .macro, let root = unit.root,
      let text = AssetSymbols.file(
        resources: unit.resources.map(\.path), root: pass.app.appendingPathComponent(root))
    else { return }
    let tree = Parser.parse(source: text)
    let ported = PortedFile(
      text: text, removals: [], imports: [PortShimNames.module], blockers: [], tree: tree)
    let catalog = unit.resources.first { $0.path.hasSuffix(".xcassets") }?.path ?? ""
    files.append(("\(root)/\(catalog)", AssetSymbols.fileName, ported))
    record(PortShimNames.module, importedBy: AssetSymbols.fileName)
  }

  /// The first view of the app `file` uses (not only as a namespace), if it uses one.
  func viewTested(in file: String) -> String? {
    ViewTests.viewNamed(in: pass.trees[file]!, views: pass.appViewTypeNames)
  }

  /// Notes where `module`, which `file` imports, comes from.
  mutating func record(_ module: String, importedBy file: String) {
    // A package's module named as a framework with a stand-in (a `Network` package) is the
    // package's: it is found among the declared products, as any module no catalog has.
    let isPackagesModule =
      AppleStandIns.framework(forImport: module) != nil && pass.packageModules.contains(module)
      && !pass.modules.contains(module)
    switch isPackagesModule ? .unavailable : ModuleCatalog.resolve(module, appModules: pass.modules)
    {
    case .appModule: appDependencies.insert(module)
    case .toolchain: break
    case .product: products.insert(module)
    case .unavailable:
      let declared = unit.externalProducts.contains { $0.name == module }
      if !declared, let product = pass.declaredProducts[module] {
        // Declared for another module: this one gets it too.
        if !borrowed.contains(product) { borrowed.append(product) }
        return
      }
      // A module no product is named for is listed until the resolved graph is found to
      // declare it (`PackageBuilder.dropImports(of:in:)`): no guess that a package has it.
      if !declared, !unavailable.contains(where: { $0.module == module }) {
        unavailable.append((module, file))
      }
    }
  }
}
