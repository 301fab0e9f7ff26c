import CasePaths
import CustomDump
import IssueReporting

/// Runs `child` on a child state that may be absent (`nil`, or another enum case) before
/// `parent`: the work `ifLet` and `ifCaseLet` share. An action for an absent child reports
/// `missingChildMessage`; the child's effects are cancelled when it goes away or is replaced.
func presentChildReducer<ParentState, ParentAction, ChildState, ChildAction>(
  parent: @escaping (inout ParentState, ParentAction) -> Effect<ParentAction>,
  child: LazyResolvedReducer<ChildState, ChildAction>,
  toChildAction: AnyCasePath<ParentAction, ChildAction>,
  location: _SourceLocation,
  extract: @escaping (ParentState) -> ChildState?,
  modify:
    @escaping (
      inout ParentState, (inout ChildState) -> Effect<ChildAction>
    ) -> Effect<ChildAction>?,
  missingChildMessage: @escaping (ParentAction, ParentState) -> String
) -> _ResolvedReducer<ParentState, ParentAction> {
  let embed: @Sendable (ChildAction) -> ParentAction = { toChildAction.embed($0) }
  let identity = ChildIdentity<ChildState>()
  return _ResolvedReducer { state, action in
    var childEffect = Effect<ParentAction>.none
    let childBefore: AnyHashable?
    if let childAction = toChildAction.extract(from: action) {
      let effect = modify(&state, { child.run(&$0, childAction) })
      childBefore = identity(extract(state))
      if let effect, let childBefore {
        childEffect = effect.map(embed).cancellable(asChildAt: location, identity: childBefore)
      } else if effect == nil {
        location.report(missingChildMessage(action, state))
      }
    } else {
      childBefore = identity(extract(state))
    }
    let parentEffect = parent(&state, action)
    return
      childEffect
      .merge(with: parentEffect)
      .merge(with: .cancelChild(at: location, before: childBefore, after: identity(extract(state))))
  }
}
