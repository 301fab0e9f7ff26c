import SwiftSyntax

/// A body that can be replaced by a stub: its byte range in the file, what owns it, and what
/// the stub must give back.
struct StubbedBody {
  /// What a stub gives back, read from the declaration's signature.
  enum Result {
    /// Nothing: a procedure, a setter, an observer.
    case nothing
    /// A value of the declared (or inferred) type; `throws` when the body may throw.
    case value(throws: Bool)
    /// An effect: `.none` (a reducer's `reduce(into:action:)` or `Reduce { … }`).
    case effect
    /// `nil`, from a failable initializer.
    case failedInit
    /// No value: an initializer that must give one stops the process.
    case never
    /// An initializer giving each stored property of its type an empty value, after
    /// reporting: the instance exists, and nothing crashes where each has one.
    case placeholders([PlaceholderProperty])
    /// An initializer that throws: it reports and throws why, with a `throw` the compiler knows
    /// ends it (no stored property then needs a value).
    case throwingInit
    /// A typed property's initial value: an expression, not a statement.
    case initialValue
    /// Nothing: a property whose wrapper's attribute does not compile goes whole.
    case removed
    /// Nothing: an attribute the compiler does not know goes, what it marks stays.
    case attributeRemoved
    /// Nothing: a declaration or a conformance that does not compile goes
    /// (``init(declarationAround:)``, ``init(unmetConformanceAround:error:)``).
    case leftOut
  }

  /// The bytes the stub replaces (the body's statements, or a property's initial value).
  let range: Range<Int>
  /// What owns the body, as a reader names it.
  let declaration: String
  /// What the stub gives back.
  let result: Result
  /// Where the owning declaration starts (for the report's line).
  let declarationStart: AbsolutePosition
  /// For a closure: its signature to keep (`id in`), written again before the stub.
  let closureSignature: String?
  /// Whether the body is a stub already.
  let isStub: Bool

  /// The body of `node` when `position` is inside it, and `node` is a function, initializer,
  /// accessor, computed property, closure or typed property with an initial value.
  init?(_ node: Syntax, holding position: AbsolutePosition) {
    var closureSignature: String?
    let content: Syntax
    let result: Result
    let declaration: String
    if let function = node.as(FunctionDeclSyntax.self), let body = function.body {
      let returnType = function.signature.returnClause?.type.trimmedDescription
      if returnType?.hasPrefix("some ") == true { return nil }
      content = Syntax(body.statements)
      declaration = Self.name(of: function)
      let throwing = Self.throwsError(
        function.signature.effectSpecifiers?.throwsClause?.throwsSpecifier)
      if returnType?.hasPrefix("Effect") == true {
        result = .effect
      } else if [nil, "Void", "()"].contains(returnType), !throwing {
        result = .nothing
      } else {
        result = .value(throws: throwing)
      }
    } else if let item = node.as(CodeBlockItemSyntax.self), Self.isSettingInInitializer(item) {
      // A statement of an initializer that sets what is not the instance's own (a
      // configuration's `waitsForConnectivity`, get-only on Linux) goes alone: stubbing the
      // whole initializer would stop the process wherever it is called.
      content = Syntax(item)
      declaration = "a statement of an initializer (\(item.trimmedDescription.prefix(60)))"
      result = .nothing
    } else if let initializer = node.as(InitializerDeclSyntax.self), let body = initializer.body {
      content = Syntax(body.statements)
      declaration =
        "init(\(initializer.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
      if initializer.optionalMark != nil {
        result = .failedInit
      } else if Self.throwsError(
        initializer.signature.effectSpecifiers?.throwsClause?.throwsSpecifier)
      {
        result = .throwingInit
      } else {
        result = Self.storedProperties(setBy: initializer).map { .placeholders($0) } ?? .never
      }
    } else if let accessor = node.as(AccessorDeclSyntax.self), let body = accessor.body {
      content = Syntax(body.statements)
      let property = accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self)
      if property?.typeAnnotation?.type.trimmedDescription.hasPrefix("some ") == true {
        return nil
      }
      declaration =
        "\(property?.pattern.trimmedDescription ?? "a property") (\(accessor.accessorSpecifier.text))"
      result =
        accessor.accessorSpecifier.tokenKind == .keyword(.get)
        ? .value(throws: Self.throwsError(accessor.effectSpecifiers?.throwsClause?.throwsSpecifier))
        : .nothing
    } else if let binding = node.as(PatternBindingSyntax.self),
      case .getter(let statements)? = binding.accessorBlock?.accessors
    {
      if binding.typeAnnotation?.type.trimmedDescription.hasPrefix("some ") == true { return nil }
      content = Syntax(statements)
      declaration = binding.pattern.trimmedDescription
      result = .value(throws: false)
    } else if let binding = node.as(PatternBindingSyntax.self), binding.typeAnnotation != nil,
      binding.accessorBlock == nil, let initial = binding.initializer?.value
    {
      content = Syntax(initial)
      declaration = binding.pattern.trimmedDescription
      result = .initialValue
    } else if let closure = node.as(ClosureExprSyntax.self) {
      content = Syntax(closure.statements)
      declaration = "a closure in \(Self.owner(of: node))"
      closureSignature =
        closure.signature.map(\.trimmedDescription) ?? Self.shorthandSignature(closure)
      result =
        Self.isReduceClosure(closure)
        ? .effect : .value(throws: Self.mayThrow(Syntax(closure.statements)))
    } else {
      return nil
    }
    guard content.position <= position, position < content.endPosition else { return nil }
    // A closure's stub replaces its signature too (written again); the rest replace statements.
    let start =
      node.as(ClosureExprSyntax.self).map { $0.leftBrace.endPositionBeforeTrailingTrivia }
      ?? content.positionAfterSkippingLeadingTrivia
    let end =
      node.as(ClosureExprSyntax.self).map { $0.rightBrace.positionAfterSkippingLeadingTrivia }
      ?? content.endPositionBeforeTrailingTrivia
    range = start.utf8Offset..<max(start.utf8Offset, end.utf8Offset)
    self.declaration = declaration
    self.result = result
    self.closureSignature = closureSignature
    declarationStart = node.positionAfterSkippingLeadingTrivia
    let statements = content.trimmedDescription
    isStub = [
      "PortUnavailable.", "return PortUnavailable.", "return try PortUnavailable.",
      "try PortUnavailable.", "throw PortUnavailable.",
    ].contains { statements.hasPrefix($0) }
  }

  /// A property whose wrapper's attribute holds `token` (`@Dependency(\.userNotificationCenter)
  /// var center`, a key path a package declares only on Apple platforms): it goes whole, as a
  /// wrapper initializes it and no memberwise initializer takes it; the bodies using it are
  /// stubbed next.
  init?(wrappedPropertyAround token: TokenSyntax) {
    guard let attribute = token.ancestorOrSelf(mapping: { $0.as(AttributeSyntax.self) }),
      let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self),
      variable.bindings.allSatisfy({ $0.initializer == nil && $0.accessorBlock == nil })
    else { return nil }
    self.init(
      removing: variable,
      declaration:
        "var \(variable.bindings.map(\.pattern.trimmedDescription).joined(separator: ", "))",
      result: .removed)
  }

  /// An extension declaring a conformance its type does not meet here (`extension UIApplication:
  /// URLOpener {}`, the stand-in lacking a requirement): it goes whole, and what relied on the
  /// conformance is stubbed next.
  init?(failedConformanceAround token: TokenSyntax, error: CompilerError) {
    guard error.message.contains("does not conform to protocol"),
      let decl = token.ancestorOrSelf(mapping: { $0.as(ExtensionDeclSyntax.self) }),
      decl.inheritanceClause != nil,
      token.position < decl.memberBlock.position
    else { return nil }
    self.init(
      removing: decl, declaration: "extension \(decl.extendedType.trimmedDescription)",
      result: .removed)
  }

  /// What takes out the bytes `range` (a declaration, a conformance, an attribute) starting at
  /// `start`, nothing written in their place.
  init(removing range: Range<Int>, at start: AbsolutePosition, declaration: String, result: Result)
  {
    self.range = range
    self.declaration = declaration
    self.result = result
    declarationStart = start
    closureSignature = nil
    isStub = false
  }

  /// What takes out `node` whole, its trivia left (see ``init(removing:at:declaration:result:)``).
  init(removing node: some SyntaxProtocol, declaration: String, result: Result) {
    let start = node.positionAfterSkippingLeadingTrivia
    self.init(
      removing: start.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, at: start,
      declaration: declaration, result: result)
  }

  /// The text that takes the place of the body.
  func replacement(reporting message: String) -> String {
    let statement: String
    switch result {
    case .nothing: statement = "PortUnavailable.report(\(message))"
    case .value(throws: true): statement = "return try PortUnavailable.throwing(\(message))"
    case .value(throws: false): statement = "return PortUnavailable.value(\(message))"
    case .effect: statement = "PortUnavailable.report(\(message)); return .none"
    case .failedInit: statement = "PortUnavailable.report(\(message)); return nil"
    case .never: statement = "PortUnavailable.never(\(message))"
    case .placeholders(let properties):
      statement =
        (["PortUnavailable.report(\(message))"]
        + properties.map { $0.assignment(reporting: message) })
        .joined(separator: "; ")
    case .throwingInit: statement = "throw PortUnavailable.error(\(message))"
    case .initialValue: statement = "PortUnavailable.value(\(message))"
    case .removed, .leftOut, .attributeRemoved: return ""
    }
    if let closureSignature {
      return " \(closureSignature.isEmpty ? "" : closureSignature + " ")\(statement) "
    }
    return statement
  }

  /// `name(label:label:)`.
  static func name(of function: FunctionDeclSyntax) -> String {
    let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
    return "\(function.name.text)(\(labels.joined()))"
  }

  /// Whether a `throws` clause makes the body throw (`rethrows` does not let a stub throw).
  private static func throwsError(_ specifier: TokenSyntax?) -> Bool {
    specifier?.tokenKind == .keyword(.throws)
  }

  /// Whether statements hold a `try` that is neither `try?` nor `try!`, outside nested closures
  /// and `do` blocks with a `catch`.
  private static func mayThrow(_ statements: Syntax) -> Bool {
    final class Finder: SyntaxVisitor {
      var found = false
      override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        if node.questionOrExclamationMark == nil { found = true }
        return .visitChildren
      }
      override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
      }
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
      override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
        node.catchClauses.isEmpty ? .visitChildren : .skipChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(statements)
    return finder.found
  }

  /// `_, _ in` for a closure using `$0` and `$1`; empty for one using none.
  private static func shorthandSignature(_ closure: ClosureExprSyntax) -> String {
    final class Finder: SyntaxVisitor {
      var highest = -1
      override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let name) = node.baseName.tokenKind,
          let index = Int(name.dropFirst())
        {
          highest = max(highest, index)
        }
        return .skipChildren
      }
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(closure.statements)
    guard finder.highest >= 0 else { return "" }
    return Array(repeating: "_", count: finder.highest + 1).joined(separator: ", ") + " in"
  }

  /// Whether `closure` is `Reduce { state, action in … }`'s.
  private static func isReduceClosure(_ closure: ClosureExprSyntax) -> Bool {
    var node = closure.parent
    if node?.is(LabeledExprSyntax.self) == true { node = node?.parent?.parent }
    guard let call = node?.as(FunctionCallExprSyntax.self) else { return false }
    let called = call.calledExpression.trimmedDescription
    return called == "Reduce" || called.hasPrefix("Reduce<")
  }

  /// The declaration a closure is in: a property's or function's name.
  private static func owner(of node: Syntax) -> String {
    var current = node.parent
    while let node = current {
      if let function = node.as(FunctionDeclSyntax.self) { return name(of: function) }
      if let binding = node.as(PatternBindingSyntax.self) {
        return binding.pattern.trimmedDescription
      }
      if node.is(InitializerDeclSyntax.self) { return "an initializer" }
      current = node.parent
    }
    return "the file"
  }

  /// Whether `item` is a statement of an initializer's body, or of a block of its `if`, `guard`
  /// or `do` (`else { config.waitsForConnectivity = true }`), not of a closure or function in it.
  private static func isInInitializerBody(_ item: CodeBlockItemSyntax) -> Bool {
    var node = item.parent
    while let current = node {
      if current.is(InitializerDeclSyntax.self) { return true }
      if current.is(ClosureExprSyntax.self) || current.is(FunctionDeclSyntax.self)
        || current.is(AccessorDeclSyntax.self) || current.asProtocol(DeclGroupSyntax.self) != nil
      {
        return false
      }
      node = current.parent
    }
    return false
  }

  /// Whether `item` is a statement of an initializer's body (``isInInitializerBody(_:)``)
  /// that calls or assigns through something other than `self` and its stored properties:
  /// `configuration.waitsForConnectivity = true`, `session.start()`.
  private static func isSettingInInitializer(_ item: CodeBlockItemSyntax) -> Bool {
    guard isInInitializerBody(item), let expression = item.item.as(ExprSyntax.self) else {
      return false
    }
    let target: ExprSyntax
    // The parser leaves `a.b = c` a sequence: operand, assignment, operand.
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return false }
      target = elements[0]
    } else if let call = expression.as(FunctionCallExprSyntax.self) {
      target = call.calledExpression
    } else {
      return false
    }
    // `a.b` with `a` neither `self` nor `super`: not the instance's own stored property.
    guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base,
      let root = base.as(DeclReferenceExprSyntax.self)
    else { return false }
    return !["self", "super", "Self"].contains(root.baseName.text)
  }
}
