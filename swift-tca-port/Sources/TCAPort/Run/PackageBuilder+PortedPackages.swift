import Foundation

/// Porting the packages of the graph whose own code fails for a view framework it imports (see
/// ``PortedPackage``), and setting aside their files that still do not build.
extension PackageBuilder {
  /// Ports each package of the graph whose own code fails in a build's `text` for a view
  /// framework it imports (see ``PortedPackage``), once: the ported package depends on the copy
  /// by path from then on. Returns whether one was ported, and the build is to run again.
  mutating func portPackages(failingIn text: String, log: (String) -> Void) throws -> Bool {
    let failing = ResolvedGraph.packagesFailing(in: text, scratch: scratchFolder)
    var ported = try setAsideFailingFiles(ofPortedPackagesIn: text, log: log)
    for (identity, error) in failing.sorted(by: { $0.key < $1.key })
    where PortedPackage.canPort(after: error)
      && !portedPackages.contains(where: { $0.identity == identity })
    {
      guard let source = ResolvedGraph.folder(ofPackage: identity, resolvedIn: scratchFolder)
      else { continue }
      let package = try PortedPackage.port(
        identity, reason: error, from: source,
        to: output.appendingPathComponent("Ported/\(identity)"), liteRoot: liteRoot)
      portedPackages.append(package)
      log("  \(identity)'s own code needs a framework Linux lacks: ported into \(package.folder)")
      ported = true
    }
    return ported
  }

  /// Sets aside the files of a ported package whose code fails in a build's `text` when some of
  /// its files still have the package's Swift files to build (the app may need none of them), a
  /// few times at most. Returns whether any was set aside, and the build is to run again.
  private mutating func setAsideFailingFiles(
    ofPortedPackagesIn text: String, log: (String) -> Void
  ) throws -> Bool {
    var setAside = false
    for index in portedPackages.indices where portedPackages[index].rounds < 5 {
      let folder = output.appendingPathComponent(portedPackages[index].folder)
      let failing = PortedPackage.failingFiles(in: text, packageFolder: folder)
      let sources = folder.appendingPathComponent("Sources").path
      let remaining =
        FileManager.default.enumerator(atPath: sources)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.count ?? 0
      guard !failing.isEmpty, failing.count < remaining else { continue }
      for (path, errors) in failing.sorted(by: { $0.key < $1.key }) {
        let url = folder.appendingPathComponent(path)
        let lines = errors.compactMap { error in
          error.split(separator: ":").dropFirst().first.flatMap { Int($0) }
        }
        // A function the app need not call (a CocoaPods decoder beside the SwiftPM one) keeps
        // its signature, doing nothing; a file whose errors are elsewhere goes.
        if let source = try? String(contentsOf: url, encoding: .utf8),
          let stubbed = PortedPackage.stubbing(source, errorsAt: lines)
        {
          try stubbed.text.write(to: url, atomically: true, encoding: .utf8)
          portedPackages[index].setAside.append(
            (
              path,
              "stubbed \(stubbed.stubbed.joined(separator: ", ")) (throwing, returning nil or doing nothing, as its signature allows): \(errors[0])"
            ))
          log("  \(portedPackages[index].identity): \(path) does not build here: stubbed")
        } else {
          try FileManager.default.removeItem(at: url)
          portedPackages[index].setAside.append((path, "set aside: \(errors[0])"))
          log("  \(portedPackages[index].identity): \(path) does not build here: set aside")
        }
      }
      portedPackages[index].rounds += 1
      setAside = true
    }
    return setAside
  }
}
