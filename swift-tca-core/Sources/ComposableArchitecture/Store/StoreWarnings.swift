@_spi(Internals) import Dependencies

/// The warning for an action sent to a store while it processes another.
@usableFromInline
func reportReentrantSend(_ action: Any) {
  reportIssue(
    """
    Sent '\(debugCaseOutput(action))' while an action was being processed.

    Reentrant actions are undefined and will be a precondition failure in a future version of \
    the library.
    """
  )
}

/// The warning for an action sent through an effect's `send` after the effect's work returned,
/// in upstream's words, reported where the effect was created.
func reportSendFromCompletedEffect(
  _ action: Any, returnedFrom origin: Any, createdAt location: _SourceLocation?
) {
  let message = """
    An action was sent from a completed effect.

      Action:
        \(debugCaseOutput(action))

      Effect returned from:
        \(debugCaseOutput(origin))

    Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
    completed. This can happen if you escape the 'send' argument in an unstructured context.

    To fix this, make sure that your 'run' closure does not return until you're done calling \
    'send'.
    """
  if let location { location.report(message) } else { reportIssue(message) }
}
