import CasePaths
import CustomDump

/// The issue reported when a child action arrives while enum state is in another case.
func wrongCaseMessage(
  operator name: String, at location: _SourceLocation, action: Any, state: Any
) -> String {
  let article = name.first.map { "AEIOUaeiou".contains($0) } == true ? "An" : "A"
  return missingChildMessage(
    """
    \(article) "\(name)" at "\(location.fileID):\(location.line)" received a child action when \
    child state was set to a different case.
    """,
    dumps: ["Action": action, "State": state],
    causes: .usually,
    """
    A parent reducer changed the state to another case before this reducer ran. Compose this \
    reducer before the parent's own logic (as "ifCaseLet" does), so the child handles its actions \
    while its state is present.
    """,
    """
    An in-flight effect sent this action after the state changed case. Cancel the child's \
    effects when you change the case.
    """,
    """
    The action was sent to a store while the state was in another case. Send child actions only \
    through the child's scoped store, while it exists.
    """
  )
}

/// The issue reported when a child action arrives while `ifLet`'s child state is `nil`.
func nilChildMessage(at location: _SourceLocation, action: Any) -> String {
  missingChildMessage(
    """
    An "ifLet" at "\(location.fileID):\(location.line)" received a child action when child \
    state was "nil".
    """,
    dumps: ["Action": action],
    causes: .usually,
    """
    A parent reducer set the child state to "nil" before this reducer ran. Apply "ifLet" \
    to the reducer that sets it to "nil", so the child runs first.
    """,
    """
    An in-flight effect sent this action after the child state became "nil". Cancel the \
    child's effects when you dismiss it.
    """,
    """
    The action was sent to a store while the child state was "nil". Send child actions \
    only through the child's scoped store, while it exists.
    """
  )
}

/// The issue reported when an element action arrives for an id `forEach` does not have.
func missingRowMessage(at location: _SourceLocation, action: Any) -> String {
  missingChildMessage(
    """
    A "forEach" at "\(location.fileID):\(location.line)" received an action for a \
    missing element.
    """,
    dumps: ["Action": action],
    causes: .usually,
    """
    A parent reducer removed the element before this reducer ran. Apply "forEach" to \
    the reducer that removes elements, so the element runs first.
    """,
    """
    An in-flight effect sent this action after the element was removed. Cancel the \
    element's effects when you remove it.
    """,
    "The action was sent to a store of an element that no longer exists."
  )
}

/// The issue reported when a presentation action arrives while nothing is presented.
@usableFromInline
func absentDestinationMessage(action: Any, at location: _SourceLocation) -> String {
  missingChildMessage(
    """
    An "ifLet" at "\(location.fileID):\(location.line)" received a presentation action when \
    destination state was absent. …
    """,
    dumps: ["Action": action],
    causes: .logicError,
    """
    A parent reducer set destination state to "nil" before this reducer ran. This reducer must \
    run before any other reducer sets destination state to "nil". This ensures that destination \
    reducers can handle their actions while their state is still present.
    """,
    """
    This action was sent to the store while destination state was "nil". Make sure that \
    actions for this reducer can only be sent from a store when state is present, or from \
    effects that start from this reducer.
    """,
    """
    An effect of the destination sent this action after the destination was dismissed. Its \
    effects are cancelled when it is dismissed; return from an effect after calling "dismiss()".
    """
  )
}

/// The issue reported when an action names an element the stack does not have.
@usableFromInline
func missingElementMessage(
  action: Any, at location: _SourceLocation, kind: String = "an action"
) -> String {
  missingChildMessage(
    """
    A "forEach" at "\(location.fileID):\(location.line)" received \(kind) for a missing \
    element. …
    """,
    dumps: ["Action": action],
    causes: .logicError,
    """
    A parent reducer removed an element with this ID before this reducer ran. This reducer must \
    run before any other reducer removes an element, which ensures that element reducers can \
    handle their actions while their state is still available.
    """,
    """
    An in-flight effect emitted this action while state contained no element at this ID. It may \
    be perfectly reasonable to ignore this action, but you also may want to cancel the effect it \
    originated from when removing an element from the stack. (An element's effects are cancelled \
    when it is popped; an effect that sends after calling "dismiss()" gets here.)
    """,
    """
    This action was sent to the store while its state contained no element at this ID. To fix \
    this make sure that actions for this reducer can only be sent from a store when its state \
    contains an element at this id.
    """
  )
}

/// How a missing-child message introduces its list of causes.
private enum CausesIntroduction: String {
  case usually = "This usually means one of:"
  case logicError = """
    This is generally considered an application logic error, and can happen for a few reasons:
    """
}

/// The layout every missing-child message shares: a headline, a dump of each value that
/// arrived, then the likely causes as bullets.
private func missingChildMessage(
  _ headline: String,
  dumps: KeyValuePairs<String, Any>,
  causes introduction: CausesIntroduction,
  _ causes: String...
) -> String {
  var message = headline + "\n\n"
  for (label, value) in dumps {
    message += "  \(label):\n\(String(customDumping: value).indented(by: 4))\n"
  }
  message += "\n\(introduction.rawValue)\n\n"
  message += causes.map { "• \($0)" }.joined(separator: "\n\n")
  return message
}
