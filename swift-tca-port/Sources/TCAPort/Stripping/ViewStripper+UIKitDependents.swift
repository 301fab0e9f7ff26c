import SwiftParser
import SwiftSyntax

/// What goes for UIKit: the declarations naming a UIKit or CoreGraphics type Linux lacks, those
/// using them, and the functions that stay with a body doing nothing.
extension ViewStripper {
  /// What goes of a file's declarations, or a type's members, for UIKit (see
  /// ``uiKitDependent(_:)``), and the functions whose signatures need nothing that goes, which stay
  /// with a body doing nothing (a test's `setUp` calls `registerFonts()`).
  struct UIKitDependent {
    /// What goes and why, by declaration.
    var removed: [SyntaxIdentifier: (String, String)] = [:]
    /// The functions that stay with an empty body.
    var stubbed: Set<SyntaxIdentifier> = []

    /// `decl` with a body doing nothing, when it is one of ``stubbed``: `false` for a `Bool`.
    func stub(of decl: DeclSyntax) -> DeclSyntax? {
      guard stubbed.contains(decl.id), let function = decl.as(FunctionDeclSyntax.self) else {
        return nil
      }
      let returnsBool = function.signature.returnClause?.type.trimmedDescription == "Bool"
      let body = Parser.parse(source: returnsBool ? "{ false }" : "{}")
      guard let block = body.statements.first?.item.as(ClosureExprSyntax.self) else { return nil }
      return DeclSyntax(
        function.with(
          \.body,
          CodeBlockSyntax(
            leftBrace: block.leftBrace,
            statements: block.statements, rightBrace: block.rightBrace)))
    }
  }

  /// Among `decls` (a file's, or a type's members), in a file importing a view framework: the
  /// functions, variables and initializers that name a UIKit type the shims do not stand in for
  /// (or a CoreGraphics image, colour or drawing type, which Linux Foundation lacks),
  /// in their types, values and bodies (`let letterColors = [… UIColor.hex(…) …]`,
  /// `static let default = Self(idiom: UIDevice.current.userInterfaceIdiom)`), and then those
  /// that use one of them or one of the declarations the other rules remove (a view's `Text`
  /// property): by declaration, with what goes and why. Types and extensions are left to the
  /// other rules. A function returning nothing or a `Bool` whose signature needs nothing that
  /// goes stays, doing nothing.
  func uiKitDependent(_ decls: [DeclSyntax]) -> UIKitDependent {
    guard importsViews else { return UIKitDependent() }
    // A reducer's `body` or `reduce(into:action:)` stays: without it the feature would still
    // build, doing nothing, where the missing type's error says what to do. A dependency's
    // `liveValue` is the live-value stripper's, which keeps its key a key.
    let candidates = decls.filter { decl in
      guard !["body", "reduce", "liveValue"].contains(TopLevelNames.name(of: decl)) else {
        return false
      }
      return decl.is(VariableDeclSyntax.self) || decl.is(FunctionDeclSyntax.self)
        || decl.is(InitializerDeclSyntax.self) || decl.is(IfConfigDeclSyntax.self)
    }
    var result = UIKitDependent()
    var removedNames = Set(
      decls.filter { reasonToRemove($0) != nil }.compactMap(TopLevelNames.name(of:)))
    // An `#if` block goes only for what it uses: what it names is stripped inside it.
    for decl in candidates where !decl.is(IfConfigDeclSyntax.self) {
      guard let reason = reasonToRemoveByWhatItNames(decl) else { continue }
      result.removed[decl.id] = (Self.described(decl), reason)
      if let name = TopLevelNames.name(of: decl) { removedNames.insert(name) }
    }
    var changed = true
    while changed {
      changed = false
      for decl in candidates where result.removed[decl.id] == nil {
        let names = Set(decl.tokens(viewMode: .sourceAccurate).map(\.text))
        guard let used = removedNames.sorted().first(where: names.contains) else { continue }
        result.removed[decl.id] = (Self.described(decl), "uses \(used), which goes")
        if let name = TopLevelNames.name(of: decl) { removedNames.insert(name) }
        changed = true
      }
    }
    for decl in candidates
    where result.removed[decl.id] != nil && canStayAsAStub(decl, removedNames: removedNames) {
      result.stubbed.insert(decl.id)
      result.removed[decl.id]?.1 += ": its body does nothing here"
    }
    return result
  }

  /// Why `decl` goes by what it names itself: a UIKit or CoreGraphics type Linux lacks, a UIKit
  /// or AppKit value converted, a view built; nil when it names none of them.
  func reasonToRemoveByWhatItNames(_ decl: DeclSyntax) -> String? {
    let tokens = Array(decl.tokens(viewMode: .sourceAccurate))
    let names = Self.namesOutsideShimMembers(tokens)
    if let type = names.first(where: isUIKitTypeLinuxLacks) {
      let framework =
        ViewVocabulary.coreGraphicsTypesLinuxLacks.contains(type) ? "CoreGraphics" : "UIKit"
      return "names \(type), a \(framework) type"
    }
    if let label = names.first(where: ViewVocabulary.platformValueLabels.contains) {
      // `Color(uiColor: .backgroundPrimary)`: the UIKit colour goes with UIKit's extension.
      return "converts a UIKit or AppKit value (\(label):)"
    }
    // Building a view's `Text` (`BottomMenu(title: Text(state.title))`) is view layer too; a
    // member type of that name (`Action.View`, TCA's view actions) is not.
    if let view = Self.namesOutsideMemberTypes(tokens).first(where: {
      ["View", "AnyView", "Text"].contains($0)
    }) {
      return "builds a \(view), a view"
    }
    return nil
  }

  /// The names of `tokens` but for those of a member (`Action.View`), unless of SwiftUI's
  /// (`SwiftUI.View`).
  static func namesOutsideMemberTypes(_ tokens: [TokenSyntax]) -> [String] {
    tokens.indices.filter { index in
      index == 0 || tokens[index - 1].text != "."
        || (index >= 2 && tokens[index - 2].text == "SwiftUI")
    }.map { tokens[$0].text }
  }

  /// Whether a removed `decl` can stay doing nothing: a function returning nothing or a `Bool`
  /// whose signature names nothing that goes.
  func canStayAsAStub(_ decl: DeclSyntax, removedNames: Set<String>) -> Bool {
    guard let function = decl.as(FunctionDeclSyntax.self),
      ["", "Void", "Bool"].contains(function.signature.returnClause?.type.trimmedDescription ?? "")
    else { return false }
    let signature = Array(function.signature.tokens(viewMode: .sourceAccurate))
    return !Self.namesOutsideShimMembers(signature).contains { name in
      isUIKitTypeLinuxLacks(name) || removedNames.contains(name) || isViewName(name)
    }
  }
}
