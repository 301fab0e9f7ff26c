import CustomDump
import LiteSupport

// The issues reported when a child action arrives while its state is absent: upstream's texts,
// word for word, so tests that match them pass unchanged. TCA Lite's additions come first, so
// that upstream's text ends each message (tests match its end, too).

/// A `Scope` over an enum case received a child action while the state is in another case.
@usableFromInline
func scopeWrongCaseMessage(
  at location: _SourceLocation, action: Any, state: Any, stateType: Any.Type
) -> String {
  // Named as upstream names it: `Result`, not `Result<Int, Failure>`.
  let parentState = typeName(stateType, genericsAbbreviated: true)
  return """
    A "Scope" at "\(location.fileID):\(location.line)" received a child action when child state \
    was set to a different case.

      Action:
        \(debugCaseOutput(action))
      State:
        \(debugCaseOutput(state))

    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer set "\(parentState)" to a different case before the scoped reducer \
    ran. Child reducers must run before any parent reducer sets child state to a different case. \
    This ensures that child reducers can handle their actions while their state is still \
    available. Consider using "Reducer.ifCaseLet" to embed this child reducer in the parent \
    reducer that change its state to ensure the child reducer runs first.

    An in-flight effect emitted this action when child state was unavailable. While it may be \
    perfectly reasonable to ignore this action, consider canceling the associated effect before \
    child state changes to another case, especially if it is a long-living effect.

    This action was sent to the store while state was another case. Make sure that actions for \
    this reducer can only be sent from a store when state is set to the appropriate case. In \
    SwiftUI applications, use "SwitchStore".
    """
}

/// An `ifCaseLet` received a child action while the state is in another case.
func ifCaseLetWrongCaseMessage(
  at location: _SourceLocation, action: Any, state: Any, stateType: Any.Type
) -> String {
  // Named as upstream names it: `Result`, not `Result<Int, Failure>`.
  let parentState = typeName(stateType, genericsAbbreviated: true)
  return """
    An "ifCaseLet" at "\(location.fileID):\(location.line)" received a child action when child \
    state was set to a different case.

      Action:
    \(String(customDumping: action).indented(by: 4))
      State:
    \(String(customDumping: state).indented(by: 4))

    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer set "\(parentState)" to a different case before this reducer ran. \
    This reducer must run before any other reducer sets child state to a different case. This \
    ensures that child reducers can handle their actions while their state is still available.

    An in-flight effect emitted this action when child state was unavailable. While it may be \
    perfectly reasonable to ignore this action, consider canceling the associated effect before \
    child state changes to another case, especially if it is a long-living effect.

    This action was sent to the store while state was another case. Make sure that actions for \
    this reducer can only be sent from a store when state is set to the appropriate case. In \
    SwiftUI applications, use "SwitchStore".
    """
}

/// An `ifLet` received a child action while its child state is `nil`.
func nilChildMessage(at location: _SourceLocation, action: Any) -> String {
  """
  An "ifLet" at "\(location.fileID):\(location.line)" received a child action when child state \
  was "nil".

    Action:
  \(String(customDumping: action).indented(by: 4))

  This is generally considered an application logic error, and can happen for a few reasons:

  A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
  before any other reducer sets child state to "nil". This ensures that child reducers can \
  handle their actions while their state is still available.

  An in-flight effect emitted this action when child state was "nil". While it may be perfectly \
  reasonable to ignore this action, consider canceling the associated effect before child state \
  becomes "nil", especially if it is a long-living effect.

  This action was sent to the store while state was "nil". Make sure that actions for this \
  reducer can only be sent from a store when state is non-"nil". In SwiftUI applications, use \
  "IfLetStore".
  """
}

/// A `forEach` over an identified array received an action for an id it does not have.
@usableFromInline
func missingRowMessage(at location: _SourceLocation, action: Any) -> String {
  missingElementText(
    at: location, action: action, kind: "an action",
    swiftUIAdvice: #"use "ForEachStore"."#)
}

/// A presentation `ifLet` received a presentation action while nothing is presented.
@usableFromInline
func absentDestinationMessage(action: Any, at location: _SourceLocation) -> String {
  """
  (A destination's effects are cancelled when it is dismissed: an effect that sends after \
  calling "dismiss()" gets here; return from it after calling "dismiss()".)

  An "ifLet" at "\(location.fileID):\(location.line)" received a presentation action when \
  destination state was absent.

    Action:
      \(debugCaseOutput(action))

  This is generally considered an application logic error, and can happen for a few reasons:

  A parent reducer set destination state to "nil" before this reducer ran. This reducer must \
  run before any other reducer sets destination state to "nil". This ensures that destination \
  reducers can handle their actions while their state is still present.

  This action was sent to the store while destination state was "nil". Make sure that actions \
  for this reducer can only be sent from a store when state is present, or from effects that \
  start from this reducer.
  """
}

/// A stack `forEach` received `action`, an element's action, for an element it does not have.
@usableFromInline
func missingElementMessage(action: Any, at location: _SourceLocation) -> String {
  """
  (An element's effects are cancelled when it is popped: an effect that sends after calling \
  "dismiss()" gets here.)


  """
    + missingElementText(
      at: location, action: action, kind: "an action",
      swiftUIAdvice: #"use "NavigationStack.init(path:)" with a binding to a store."#)
}

/// The text both `forEach`es report for a missing element; they differ in the SwiftUI view
/// upstream advises.
private func missingElementText(
  at location: _SourceLocation, action: Any, kind: String, swiftUIAdvice: String
) -> String {
  """
  A "forEach" at "\(location.fileID):\(location.line)" received \(kind) for a missing element.

    Action:
      \(debugCaseOutput(action))

  This is generally considered an application logic error, and can happen for a few reasons:

  A parent reducer removed an element with this ID before this reducer ran. This reducer must \
  run before any other reducer removes an element, which ensures that element reducers can \
  handle their actions while their state is still available.

  An in-flight effect emitted this action when state contained no element at this ID. While it \
  may be perfectly reasonable to ignore this action, consider canceling the associated effect \
  before an element is removed, especially if it is a long-living effect.

  This action was sent to the store while its state contained no element at this ID. To fix \
  this make sure that actions for this reducer can only be sent from a store when its state \
  contains an element at this id. In SwiftUI applications, \(swiftUIAdvice)
  """
}
