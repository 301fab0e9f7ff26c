import SwiftSyntax

/// Makes a dependency key whose live value the port left out a test key: a client declared
/// `struct BiometricsClient: DependencyKey` with its `liveValue` in a file built on a framework
/// Linux lacks (left out) no longer conforms, and its tests use its `testValue` anyway.
enum TestDependencyKeys {
  /// The text of `tree` with `DependencyKey` written `TestDependencyKey` in the inheritance
  /// clause of each type `errors` say does not conform to it; nil when there is none.
  static func demote(in tree: SourceFileSyntax, errors: [CompilerError]) -> String? {
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var ranges: [Range<Int>] = []
    for error in errors
    where error.message.hasSuffix("does not conform to protocol 'DependencyKey'") {
      guard
        let token = tree.token(
          at: converter.position(ofLine: error.line, column: error.column)),
        let group = token.ancestorOrSelf(mapping: { $0.asProtocol(DeclGroupSyntax.self) }),
        let inherited = group.inheritanceClause?.inheritedTypes.first(where: {
          $0.type.trimmedDescription == "DependencyKey"
        })
      else { continue }
      let start = inherited.type.positionAfterSkippingLeadingTrivia.utf8Offset
      ranges.append(start..<(start + "DependencyKey".utf8.count))
    }
    return ByteEdits.apply(ranges.map { ($0, "TestDependencyKey") }, to: tree.description)
  }
}
