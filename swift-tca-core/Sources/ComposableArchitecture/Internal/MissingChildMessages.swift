import CasePaths
import CustomDump

/// The issue reported when a child action arrives while enum state is in another case.
func wrongCaseMessage(
  operator name: String, at location: _SourceLocation, action: Any, state: Any
) -> String {
  let article = name.first.map { "AEIOUaeiou".contains($0) } == true ? "An" : "A"
  return """
    \(article) "\(name)" at "\(location.fileID):\(location.line)" received a child action when \
    child state was set to a different case.

      Action:
    \(String(customDumping: action).indented(by: 4))
      State:
    \(String(customDumping: state).indented(by: 4))

    This usually means one of:

    • A parent reducer changed the state to another case before this reducer ran. Compose this \
    reducer before the parent's own logic (as "ifCaseLet" does), so the child handles its actions \
    while its state is present.

    • An in-flight effect sent this action after the state changed case. Cancel the child's \
    effects when you change the case.

    • The action was sent to a store while the state was in another case. Send child actions only \
    through the child's scoped store, while it exists.
    """
}
