import SwiftSyntax

/// Removes the attributes that need Objective-C interoperability, which Linux has not
/// (`@objc public dynamic var coordinate` on a MapKit annotation; Interface Builder's outlets
/// and actions; Core Data's `@NSManaged`, whose accessors the Objective-C runtime provides, and
/// which Linux compiles without them, failing only as it links): what they mark stays, as a
/// Swift declaration.
final class ObjCAttributes: SyntaxRewriter {
  /// The attributes removed.
  static let names: Set<String> = [
    "objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable",
    "IBSegueAction", "NSManaged",
  ]

  /// `file` without those attributes, and each removal.
  static func remove(from file: SourceFileSyntax) -> (SourceFileSyntax, [Removal]) {
    let rewriter = ObjCAttributes(file: file)
    let rewritten = rewriter.rewrite(file).cast(SourceFileSyntax.self)
    return (rewritten, rewriter.removals)
  }

  private let converter: SourceLocationConverter
  private(set) var removals: [Removal] = []
  /// The leading trivia of a list whose every attribute went (a declaration's doc comment and
  /// indentation), for the token after it.
  private var pendingTrivia: Trivia?

  private init(file: SourceFileSyntax) {
    converter = SourceLocationConverter(fileName: "", tree: file)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: AttributeListSyntax) -> AttributeListSyntax {
    let removed = node.compactMap { element -> AttributeSyntax? in
      guard case .attribute(let attribute) = element,
        Self.names.contains(attribute.attributeName.trimmedDescription)
      else { return nil }
      return attribute
    }
    guard let first = node.first, !removed.isEmpty else { return super.visit(node) }
    for attribute in removed {
      removals.append(
        Removal(
          declaration: "@\(attribute.attributeName.trimmedDescription)",
          reason: "needs Objective-C interoperability, which Linux has not; what it marks stays",
          line: attribute.startLocation(converter: converter).line))
    }
    var list = node.filter { element in
      guard case .attribute(let attribute) = element else { return true }
      return !Self.names.contains(attribute.attributeName.trimmedDescription)
    }
    if let head = list.first {
      if head.id != first.id {
        list = list.with(\.[list.startIndex], head.with(\.leadingTrivia, first.leadingTrivia))
      }
    } else {
      pendingTrivia = first.leadingTrivia
    }
    return super.visit(list)
  }

  override func visit(_ token: TokenSyntax) -> TokenSyntax {
    guard let trivia = pendingTrivia else { return token }
    pendingTrivia = nil
    return token.with(\.leadingTrivia, trivia)
  }
}
