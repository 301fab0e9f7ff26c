import SwiftSyntax

/// The tests of a view in a test file (a snapshot of it) go with the view; the file's other
/// tests stay. A test method, helper or property naming a view of the app goes, and the file
/// is kept when a test remains (a file of a feature's `TestStore` tests and one snapshot test).
enum ViewTests {
  /// The first view of `views` that `node` names; a view named as the namespace of a type
  /// nested in it (`WorkoutListView.Feature`) is not one.
  static func viewNamed(in node: some SyntaxProtocol, views: Set<String>) -> String? {
    let tokens = node.tokens(viewMode: .sourceAccurate).map(\.text)
    for (index, name) in tokens.enumerated() where views.contains(name) {
      let isNamespace =
        index + 2 < tokens.count && tokens[index + 1] == "." && !views.contains(tokens[index + 2])
        && tokens[index + 2].first?.isUppercase == true
      if !isNamespace { return name }
    }
    return nil
  }

  /// `file` without the members of its types that name one of `views`, and their removals;
  /// nil when a view is named outside a type's members (a file-scope helper), when no member
  /// names one, or when no test would remain (the whole file tests views).
  static func strip(_ file: SourceFileSyntax, views: Set<String>) -> (
    file: SourceFileSyntax, removals: [Removal]
  )? {
    let converter = SourceLocationConverter(fileName: "", tree: file)
    // What names a view outside the members of a type (an import, a file-scope helper) is
    // the file's: all of it goes.
    for item in file.statements where !isTypeDeclaration(item.item) {
      if item.item.is(ImportDeclSyntax.self) { continue }
      if viewNamed(in: item, views: views) != nil { return nil }
    }
    let rewriter = Rewriter(views: views, converter: converter)
    let stripped = rewriter.rewrite(file).cast(SourceFileSyntax.self)
    guard !rewriter.removals.isEmpty, containsTest(stripped) else { return nil }
    return (stripped, rewriter.removals)
  }

  private static func isTypeDeclaration(_ item: CodeBlockItemSyntax.Item) -> Bool {
    guard let decl = item.as(DeclSyntax.self) else { return false }
    return decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self)
      || decl.is(ExtensionDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
  }

  /// Whether `file` declares a test: an XCTest `test…` method or a Swift Testing `@Test`.
  static func containsTest(_ file: SourceFileSyntax) -> Bool {
    file.descendants(of: FunctionDeclSyntax.self).contains { function in
      function.name.text.hasPrefix("test")
        || function.attributes.contains {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Test"
        }
    }
  }

  private final class Rewriter: SyntaxRewriter {
    let views: Set<String>
    let converter: SourceLocationConverter
    var removals: [Removal] = []

    init(views: Set<String>, converter: SourceLocationConverter) {
      self.views = views
      self.converter = converter
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
      let kept: [MemberBlockItemSyntax] = node.filter { member in
        guard member.decl.is(FunctionDeclSyntax.self) || member.decl.is(VariableDeclSyntax.self),
          let view = ViewTests.viewNamed(in: member.decl, views: views)
        else { return true }
        removals.append(
          Removal(
            declaration: Self.name(of: member.decl),
            reason: "tests the view \(view), which is not ported",
            line: converter.location(for: member.positionAfterSkippingLeadingTrivia).line))
        return false
      }
      return super.visit(MemberBlockItemListSyntax(kept))
    }

    private static func name(of decl: DeclSyntax) -> String {
      if let function = decl.as(FunctionDeclSyntax.self) { return "func \(function.name.text)" }
      let variable = decl.as(VariableDeclSyntax.self)
      return "var \(variable?.bindings.first?.pattern.trimmedDescription ?? "")"
    }
  }
}
