import SwiftSyntax

/// Replaces each body of a file holding a compiler error by a call to `PortUnavailable`
/// (`swift-stand-ins`' PortShims): the declaration keeps its signature, and the body reports why
/// it is not on Linux and returns an empty value, throws, or returns `.none` for an effect.
///
/// A body is the innermost function, initializer, accessor, closure or typed property
/// initializer around the error; one already stubbed that still fails gives way to the one
/// around it.
struct BodyStubber {
  /// The file's tree.
  let tree: SourceFileSyntax
  /// Its path in the package.
  let path: String
  /// The frameworks whose imports the port dropped from the file.
  let droppedFrameworks: [String]
  /// Whether an error no body holds leaves out the declaration around it (or the conformance
  /// it names): the last resort, when nothing else in the file can be mended.
  var leavingOut = false

  /// The file's new text and its stubs, and the errors no body holds.
  func stub(_ errors: [CompilerError]) -> (text: String, stubs: [BodyStub], left: [CompilerError]) {
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    var targets: [(body: StubbedBody, error: CompilerError)] = []
    var left: [CompilerError] = []
    let positions = errors.map { converter.position(ofLine: $0.line, column: $0.column) }
    for (error, position) in zip(errors, positions) {
      // A type's conformance waits while another error is in its members: mending that one
      // may meet it (a property of a type Linux lacks made `State` not `Equatable`).
      let others = positions.filter { $0 != position }
      if leavingOut, error.message.contains("does not conform to protocol"),
        let token = tree.token(at: position), Self.hasMemberError(around: token, at: others)
      {
        left.append(error)
        continue
      }
      guard let token = tree.token(at: position),
        let body = Self.innermostBody(around: token, at: position)
          ?? StubbedBody(unknownAttributeAround: token, error: error)
          ?? StubbedBody(wrappedPropertyAround: token)
          ?? StubbedBody(failedConformanceAround: token, error: error)
          ?? (leavingOut ? StubbedBody(unmetConformanceAround: token, error: error) : nil)
          ?? (leavingOut ? StubbedBody(declarationAround: token) : nil)
      else {
        left.append(error)
        continue
      }
      if !targets.contains(where: { $0.body.range == body.range }) {
        targets.append((body, error))
      }
    }
    // A body inside another one stubbed goes with it, and the first error in the outer one
    // (in the file's order) is its reason: a later one is often what the first leaves the
    // compiler unable to infer ("cannot infer contextual base").
    let found = targets
    targets.removeAll { inner in
      found.contains { outer in
        outer.body.range != inner.body.range
          && outer.body.range.contains(inner.body.range.lowerBound)
      }
    }
    let offsets = positions.map(\.utf8Offset)
    targets = targets.map { target in
      let first = zip(errors, offsets).filter { target.body.range.contains($0.1) }
        .min { $0.1 < $1.1 }?.0
      return (target.body, first ?? target.error)
    }
    var text = Array(tree.description.utf8)
    var stubs: [BodyStub] = []
    for (body, error) in targets.sorted(by: { $0.body.range.lowerBound > $1.body.range.lowerBound })
    {
      let message = message(for: body, error: error)
      let replacement = body.replacement(reporting: Self.literal(message))
      text.replaceSubrange(body.range, with: Array(replacement.utf8))
      let line = converter.location(for: body.declarationStart).line
      stubs.append(
        BodyStub(path: path, line: line, declaration: body.declaration, message: message))
    }
    return (String(decoding: text, as: UTF8.self), stubs.reversed(), left)
  }

  /// Whether one of `positions` is in the members of the type whose declaration `token` is in.
  static func hasMemberError(around token: TokenSyntax, at positions: [AbsolutePosition]) -> Bool {
    guard let group = token.ancestorOrSelf(mapping: { $0.asProtocol(DeclGroupSyntax.self) })
    else { return false }
    let members = group.memberBlock.position..<group.memberBlock.endPosition
    return positions.contains { members.contains($0) }
  }

  /// What the stub of `body` reports.
  private func message(for body: StubbedBody, error: CompilerError) -> String {
    if case .leftOut = body.result {
      return "\(body.declaration) is left out: it does not compile on Linux (\(error.message))"
    }
    if case .attributeRemoved = body.result {
      return
        "\(body.declaration) is removed: the attribute does not compile on Linux (\(error.message)); what it marks stays without it"
    }
    if case .removed = body.result {
      let part = body.declaration.hasPrefix("extension ") ? "conformance" : "attribute"
      return
        "\(body.declaration) is left out: its \(part) does not compile on Linux (\(error.message))"
    }
    guard !droppedFrameworks.isEmpty else {
      return "\(body.declaration) does not compile on Linux: \(error.message)"
    }
    let frameworks = droppedFrameworks.joined(separator: ", ")
    let verb = droppedFrameworks.count == 1 ? "is" : "are"
    return
      "\(frameworks) \(verb) not available on Linux: \(body.declaration) does without its body (\(error.message))"
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"\(escaped)\""
  }

  /// The innermost body around `token` that can be stubbed and is not a stub already.
  static func innermostBody(around token: TokenSyntax, at position: AbsolutePosition)
    -> StubbedBody?
  {
    var node: Syntax? = Syntax(token)
    while let current = node {
      if current.asProtocol(DeclGroupSyntax.self) != nil { return nil }
      if let body = StubbedBody(current, holding: position), !body.isStub {
        return body
      }
      node = current.parent
    }
    return nil
  }
}
