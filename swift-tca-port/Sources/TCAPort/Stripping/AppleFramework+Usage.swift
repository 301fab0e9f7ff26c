import SwiftSyntax

extension AppleFramework {
  /// What the file would name if it used `module` (`AV… types`), when it names none of it; nil
  /// when it uses the module or the module is not one of these frameworks.
  static func isUnused(_ module: String, in file: SourceFileSyntax) -> String? {
    if module == "Combine" {
      return FilePorter.mentionsAny(combineNames, in: file)
        ? nil : "publishers, subjects, cancellables"
    }
    if let names = typeNames[module] {
      return FilePorter.mentionsAny(names, in: file)
        ? nil : names.sorted().prefix(3).joined(separator: ", ")
    }
    guard let prefix = typePrefixes[module] else { return nil }
    // MapKit brings CoreLocation: a file importing only MapKit may use `CLLocation`.
    let prefixes = [prefix] + (reExported[module] ?? []).compactMap { typePrefixes[$0] }
    let uses = file.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind,
        token.parent?.is(ImportPathComponentSyntax.self) != true
      else { return false }
      return prefixes.contains { isTypeName(name, prefixed: $0) }
    }
    return uses ? nil : prefixes.map { "\($0)… types" }.joined(separator: ", ")
  }
}
