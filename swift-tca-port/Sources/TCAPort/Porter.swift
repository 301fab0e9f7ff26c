import Foundation
import SwiftParser

/// A unit of the app, ported: its files' new text and what it depends on.
public struct PortedUnit: Sendable {
  /// The unit.
  public var unit: AppUnit
  /// Each file: its path in the app, its path in the unit's folder, and its ported text.
  public var files: [(source: String, destination: String, ported: PortedFile)]
  /// Other units it imports.
  public var appDependencies: [String]
  /// Products of other packages it imports.
  public var products: [String]
  /// Imports Linux has no module for, each with the first file importing it.
  public var unavailableImports: [(module: String, file: String)]
  /// Files left out, each with why.
  public var leftOut: [(file: String, reason: String)] = []

  /// The package folder the unit's files go to: `Sources/<name>` or `Tests/<name>`.
  public var folder: String { "\(unit.kind == .tests ? "Tests" : "Sources")/\(unit.name)" }
}

/// Ports an app: reads its layout, strips every file, and works out each unit's dependencies.
public enum Porter {
  /// The app's units, ported in memory.
  public static func port(app: URL, layout: AppLayout) throws -> [PortedUnit] {
    let appModules = Set(layout.units.map(\.name))
    var sources: [String: String] = [:]
    for unit in layout.units {
      for file in unit.files {
        let url = app.appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
          throw PortError("cannot read \(url.path) as UTF-8 text")
        }
        sources[file] = text
      }
    }
    // Each file is parsed once; each pass reads the trees.
    let trees = sources.mapValues { Parser.parse(source: $0) }
    var viewTypeNames: [String: Set<String>] = [:]
    var firstPass: [String: PortedFile] = [:]
    for unit in layout.units {
      var collector = ViewTypeCollector()
      for file in unit.files { FilePorter.collectViewTypes(trees[file]!, into: &collector) }
      viewTypeNames[unit.name] = collector.viewTypeNames
      for file in unit.files {
        firstPass[file] = FilePorter.port(
          trees[file]!, viewTypeNames: collector.viewTypeNames, isTest: unit.kind == .tests)
      }
    }
    // A file-scope function or variable that removed views used and nothing kept uses goes too:
    // it may need what only views had (VoiceMemos' `DateComponentsFormatter`).
    let usedBefore = TopLevelNames.uses(in: trees.values)
    let usedAfter = TopLevelNames.uses(in: firstPass.values.map(\.tree))
    func viewOnlyNames(_ file: String) -> Set<String> {
      Set(
        TopLevelNames.declared(in: firstPass[file]!.tree).filter { name in
          usedAfter[name, default: 0] == 1 && usedBefore[name, default: 0] > 1
        })
    }
    // SwiftPM lets a module import what the modules it depends on depend on: a product another
    // module declares counts for every module that imports it.
    var declaredProducts: [String: AppUnit.ExternalProduct] = [:]
    for product in layout.units.flatMap(\.externalProducts) {
      declaredProducts[product.name] = product
    }
    return layout.units.map { unit in
      /// Whether a package the app declares provides `module`, for this unit or another.
      func fromAppPackage(_ module: String) -> Bool {
        isExternal(module, of: unit) || declaredProducts[module] != nil
      }
      var borrowed: [AppUnit.ExternalProduct] = []
      let prefix = unit.root.map { $0 == "." ? "" : $0 + "/" } ?? commonFolder(unit.files)
      var files: [(source: String, destination: String, ported: PortedFile)] = []
      var appDependencies: Set<String> = []
      var products: Set<String> = []
      var unavailable: [(String, String)] = []
      var leftOut: [(file: String, reason: String)] = []
      if unit.kind == .tests { products.insert("IssueReportingTestSupport") }
      for file in unit.files {
        let viewOnly = unit.kind == .library ? viewOnlyNames(file) : []
        // Apple frameworks the file imports: Linux lacks them (some have stand-ins).
        let frameworks = firstPass[file]!.imports.map {
          AppleStandIns.framework(ofModule: $0) ?? $0
        }.filter { module in
          module != unit.name
            && (AppleFramework.typePrefixes[module] != nil
              || ModuleCatalog.resolve(module, appModules: appModules) == .unavailable
                && !fromAppPackage(module))
        }
        // A live value on UIKit: its import went with the views.
        let viewKit =
          unit.kind == .library ? LiveValueFile.viewFrameworkOfLiveValues(trees[file]!) : nil
        if !frameworks.isEmpty || viewKit != nil, LiveValueFile.isLiveOnly(firstPass[file]!.tree) {
          let names = (frameworks + [viewKit].compactMap { $0 }).joined(separator: ", ")
          leftOut.append(
            (
              file,
              "the live value of a dependency, built on \(names), which Linux lacks; tests use its test value"
            ))
          continue
        }
        // A live value in a file with more goes, as views do; the key keeps its test value.
        let liveFrameworks = unit.kind == .library ? frameworks + [viewKit].compactMap { $0 } : []
        let ported =
          viewOnly.isEmpty && liveFrameworks.isEmpty
          ? firstPass[file]!
          : FilePorter.port(
            trees[file]!, viewTypeNames: viewTypeNames[unit.name]!, viewOnlyNames: viewOnly,
            isTest: false, liveValuesNeeding: liveFrameworks)
        let resolved = ported.imports.filter { $0 != unit.name }.map { module in
          (module: module, source: ModuleCatalog.resolve(module, appModules: appModules))
        }
        files.append((file, String(file.dropFirst(prefix.count)), ported))
        for (module, source) in resolved {
          switch source {
          case .appModule: appDependencies.insert(module)
          case .toolchain: break
          case .product: products.insert(module)
          case .unavailable:
            if fromAppPackage(module) {
              // Declared for another module: this one gets it too.
              if !isExternal(module, of: unit), let product = declaredProducts[module],
                !borrowed.contains(product)
              {
                borrowed.append(product)
              }
              continue
            }
            if !unavailable.contains(where: { $0.0 == module }) {
              unavailable.append((module, file))
            }
          }
        }
      }
      // A view library's product goes with the views that imported it.
      var unit = unit
      unit.externalProducts += borrowed
      unit.externalProducts.removeAll { ViewVocabulary.viewFrameworks.contains($0.name) }
      return PortedUnit(
        unit: unit, files: files, appDependencies: appDependencies.sorted(),
        products: products.sorted(), unavailableImports: unavailable, leftOut: leftOut)
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
