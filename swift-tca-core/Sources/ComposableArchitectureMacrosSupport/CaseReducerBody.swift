import SwiftSyntax
import SwiftSyntaxBuilder

extension CaseReducerImplementation {
  /// The static `body`, with its type spelled out so that the `Reducer` conformance can infer
  /// `Body` from it. The instance `body` is `CaseReducer`'s, which forwards to it.
  static func bodyDecl(_ cases: [ReducerCase], access: String) -> DeclSyntax {
    let scopes = cases.compactMap { reducerCase -> (type: String, code: String)? in
      guard case let .reducer(type, instance, label) = reducerCase.kind else { return nil }
      let name = reducerCase.name
      // The case's value is moved out of the enum and back while its reducer runs: not copied,
      // so a collection in it is changed in place. The case is checked before the move, which
      // leaves the enum uninitialized until the value is put back.
      let move = [
        "_moveCase: { pointer, run in",
        "  let root = pointer.assumingMemoryBound(to: Self.State.self)",
        "  guard case .\(name) = root.pointee else { return false }",
        "  guard case var .\(name)(\(label)value) = root.move() else { return false }",
        "  withUnsafeMutablePointer(to: &value) { run(UnsafeMutableRawPointer($0)) }",
        "  root.initialize(to: .\(name)(\(label)value))",
        "  return true",
        "}",
      ]
      return (
        "ComposableArchitecture.Scope<Self.State, Self.Action, \(type)>",
        """
        ComposableArchitecture.Scope(\
        state: \\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name), \
        _caseReducer: \(instance), \(move.joined(separator: "\n")))
        """
      )
    }
    guard let first = scopes.first else {
      return """
        \(raw: access)static var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
          ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        }
        """
    }
    let builder = "ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>"
    let type = scopes.dropFirst().reduce(first.type) { accumulated, next in
      "\(builder)._SequenceMany<\(accumulated), \(next.type)>"
    }
    let code = scopes.dropFirst().reduce(first.code) { accumulated, next in
      "\(builder).buildPartialBlock(\naccumulated: \(accumulated),\nnext: \(next.code)\n)"
    }
    return """
      \(raw: access)static var body: \(raw: type) {
      \(raw: code)
      }
      """
  }
}
