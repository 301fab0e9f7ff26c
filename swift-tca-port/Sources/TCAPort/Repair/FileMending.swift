import SwiftParser
import SwiftSyntax

/// What one build's errors make of one file, for the app's modules and the graph's packages
/// alike: the compiler's own fixes first (the other errors' places move with them, and the next
/// build says them again; a protocol named as a concrete type is written as its eraser, which
/// `eraser` names), else each failing body stubbed; and the types, member types and
/// members the module's synthesized file must give (``SynthesizedTypes``).
struct FileMending {
  /// The file as mended; nil when nothing in it changed.
  var file: PortedFile?
  /// The bodies stubbed.
  var stubs: [BodyStub] = []
  /// The compiler's fixes applied.
  var fixes = 0
  /// The names the module's synthesized types must hold: `Name`, `Outer.Nested`, or a member
  /// as ``SynthesizedTypes/member(_:of:isStatic:isCalled:)`` writes it.
  var types: [String] = []

  /// Mends `file`, at `path` in the package, for `errors` (all in it); `known` are the types the
  /// module's synthesized file already holds, `droppedFrameworks` those whose imports went;
  /// `eraser` gives a protocol's eraser where the graph declares one (``ProtocolAsType``), and
  /// `declaringModule` the app module declaring a type name (``AmbiguousTypeNames``).
  init(
    _ file: PortedFile, at path: String, errors: [CompilerError], known: [String],
    droppedFrameworks: [String], eraser: (String) -> String? = { _ in nil },
    declaringModule: (String) -> String? = { _ in nil }
  ) {
    if let text = Renamer.rename(in: file.tree, errors: errors)
      ?? ExtraArguments.remove(in: file.tree, errors: errors)
      ?? NeverFailureArguments.remove(in: file.tree, errors: errors)
      ?? AmbiguousTypeNames.qualify(in: file.tree, errors: errors, module: declaringModule)
      ?? TestDependencyKeys.demote(in: file.tree, errors: errors)
    {
      self.file = file.withText(text)
      fixes = errors.filter(\.hasCompilerFix).count
      return
    }
    if let text = ProtocolAsType.rewrite(in: file.tree, errors: errors, eraser: eraser) {
      self.file = file.withText(text)
      fixes = errors.filter { ProtocolAsType.protocolName(of: $0) != nil }.count
      return
    }
    let nested = errors.compactMap(\.missingMemberType).filter { known.contains($0.outer) }
    var stubber = BodyStubber(tree: file.tree, path: path, droppedFrameworks: droppedFrameworks)
    let stubbable = errors.filter { error in
      error.missingType == nil
        && error.missingMemberType.map { known.contains($0.outer) } != true
    }
    var (text, stubs, left) = stubber.stub(stubbable)
    // Outside a body, `let manager = CMMotionManager()` needs the type, and
    // `static let glass = Glass.regular` a member of it.
    let members = left.compactMap { error -> String? in
      guard let (type, member, isStatic) = error.missingMember, known.contains(type) else {
        return nil
      }
      return SynthesizedTypes.member(
        member, of: type, isStatic: isStatic,
        isCalled: Self.isCalled(member, at: error, in: file.text))
    }
    types =
      errors.compactMap(\.missingType) + left.compactMap(\.missingTypeLikeName)
      + nested.map { "\($0.outer).\($0.name)" } + members
    if stubs.isEmpty, types.isEmpty, !left.isEmpty {
      // Nothing else mends the file: what does not compile goes, not the module.
      stubber.leavingOut = true
      (text, stubs, left) = stubber.stub(left)
    }
    guard !stubs.isEmpty else { return }
    self.stubs = stubs
    let stubbed = file.withText(text)
    // What was only left out needs nothing of the shims.
    self.file =
      stubbed.imports.contains(PortShimNames.module) || !text.contains("PortUnavailable")
      ? stubbed : stubbed.addingImport(PortShimNames.module)
  }

  /// Whether `member`, which `error` says a synthesized type lacks, is called where the error
  /// is in `text` (`Glass.regular.interactive(true)`).
  static func isCalled(_ member: String, at error: CompilerError, in text: String) -> Bool {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard error.line > 0, error.line <= lines.count else { return false }
    let line = lines[error.line - 1]
    let start =
      line.utf8.index(line.startIndex, offsetBy: max(0, error.column - 1), limitedBy: line.endIndex)
      ?? line.endIndex
    guard let found = line[start...].range(of: member) else { return false }
    return line[found.upperBound...].first == "("
  }
}

extension PortedFile {
  /// The file with `text` in place of its own, parsed again.
  func withText(_ text: String) -> PortedFile {
    var file = self
    file.text = text
    file.tree = Parser.parse(source: text)
    return file
  }

  /// The file without its imports of `modules`, frameworks Linux lacks, and importing
  /// Foundation, which Apple's frameworks bring with them.
  func droppingFrameworkImports(of modules: Set<String>) -> PortedFile {
    let dropped = droppingImports(of: modules)
    return dropped.imports.contains("Foundation") ? dropped : dropped.addingImport("Foundation")
  }
}

extension ModuleCatalog {
  /// The modules of `missing` that neither the app (`appModules`), the toolchain, TCA Lite nor
  /// the resolved graph (`graph`) has: a framework Linux lacks, whatever its name.
  static func unavailable(
    _ missing: Set<String>, appModules: Set<String>, graph: Set<String>
  ) -> Set<String> {
    missing.filter { resolve($0, appModules: appModules) == .unavailable && !graph.contains($0) }
  }
}
