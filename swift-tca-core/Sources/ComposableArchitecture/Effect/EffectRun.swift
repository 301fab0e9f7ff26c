import CustomDump
import Dependencies
import IssueReporting

extension Effect {
  /// Runs asynchronous work that can send any number of actions back into the store.
  ///
  /// ```swift
  /// return .run { [count = state.count] send in
  ///   let fact = try await numberFact.fetch(count)
  ///   await send(.factResponse(fact))
  /// } catch: { error, send in
  ///   await send(.factFailed)
  /// }
  /// ```
  ///
  /// The operation runs off the main actor, with the dependencies that were in effect when the
  /// effect was created. A `CancellationError` ends it silently; any other error goes to
  /// `handler`, and without one it is a reported issue naming this call's file and line. `name`
  /// names its task, as debuggers and `Task.name` show it.
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    withEscapedDependencies { dependencies in
      let run = Run(
        priority: priority,
        name: name,
        operation: { send in
          await dependencies.yield {
            do {
              try await operation(send)
            } catch is CancellationError {
            } catch  where Task.isCancelled {
            } catch {
              guard let handler else {
                reportIssue(
                  unhandledErrorMessage(error, fileID: fileID, line: line),
                  fileID: fileID, filePath: filePath, line: line, column: column
                )
                return
              }
              await handler(error, send)
            }
          }
        },
        location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
      return Self(.run(run))
    }
  }
}

func unhandledErrorMessage(_ error: any Error, fileID: StaticString, line: UInt) -> String {
  """
  An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error.

  \(String(customDumping: error).indented(by: 4))

  All non-cancellation errors must be explicitly handled via the "catch" parameter on \
  "Effect.run", or via a "do" block.
  """
}
