import SwiftSyntax
import SwiftSyntaxBuilder

extension EnumDeclSyntax {
  /// An enum with `cases` and no other member, to derive generated members from.
  static func parsing(access: String, name: String, cases: [String]) -> EnumDeclSyntax {
    let source: DeclSyntax = """
      \(raw: access)enum \(raw: name) {
      \(raw: cases.joined(separator: "\n"))
      }
      """
    // The source is an enum by construction.
    return source.as(EnumDeclSyntax.self)!
  }
}
