import SwiftParser
import SwiftSyntax

extension PortedFile {
  /// The file importing `module` too, after its last top-level import (first, when it has none).
  func addingImport(_ module: String) -> PortedFile {
    let lastImport = tree.statements.last { $0.item.is(ImportDeclSyntax.self) }
    var bytes = Array(text.utf8)
    if let lastImport {
      let end = lastImport.endPositionBeforeTrailingTrivia.utf8Offset
      bytes.insert(contentsOf: Array("\nimport \(module)".utf8), at: end)
    } else {
      bytes.insert(contentsOf: Array("import \(module)\n".utf8), at: 0)
    }
    var file = self
    file.text = String(decoding: bytes, as: UTF8.self)
    file.tree = Parser.parse(source: file.text)
    file.imports.append(module)
    return file
  }
}

extension PortedFile {
  /// The frameworks Linux lacks whose imports the stripping removed (the file named nothing of
  /// their prefixed types once its views were gone), which a failing body may have needed; not
  /// the view frameworks, whose names the stand-ins give.
  var frameworksRemoved: [String] {
    removals.compactMap { removal in
      guard removal.declaration.hasPrefix("import "), removal.reason.contains("not on Linux")
      else { return nil }
      return String(removal.declaration.dropFirst("import ".count))
    }
  }

  /// Of ``frameworksRemoved``, those a type or name of which `errors` quote: the others (an
  /// unused `import Combine`) are not why a body fails, and its stub does not blame them.
  func frameworksRemoved(namedIn errors: [CompilerError]) -> [String] {
    let quoted = errors.flatMap { error in
      error.message.matches(of: /'([A-Za-z_][A-Za-z0-9_]*)/).map { String($0.1) }
    }
    return frameworksRemoved.filter { framework in
      quoted.contains { name in
        AppleFramework.framework(ofType: name) == framework
          || framework == "Combine" && AppleFramework.combineNames.contains(name)
      }
    }
  }
}
