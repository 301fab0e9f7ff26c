extension Effect {
  /// TCA 0.x's effect of one action: the action `operation` returns, or the one `handler` makes
  /// of the error it throws.
  ///
  /// ```swift
  /// return .task {
  ///   await .response(TaskResult { try await client.load() })
  /// }
  /// ```
  ///
  /// Built on ``run(priority:name:operation:catch:fileID:filePath:line:column:)``: an error with no
  /// `handler` is reported as one of `run`'s.
  @available(*, deprecated, message: "Use 'Effect.run' and pass the action to 'send'.")
  public static func task(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable () async throws -> Action,
    catch handler: (@Sendable (_ error: any Error) async -> Action)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    var errorHandler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?
    if let handler {
      errorHandler = { error, send in await send(await handler(error)) }
    }
    return .run(
      priority: priority,
      operation: { send in await send(try await operation()) },
      catch: errorHandler,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
