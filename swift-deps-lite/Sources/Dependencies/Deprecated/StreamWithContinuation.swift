// A stream and its continuation in one call, as swift-dependencies had it before the standard
// library's `makeStream(of:bufferingPolicy:)`: test doubles of TCA 0.x apps still build them so.

extension AsyncStream {
  /// A stream of `elementType` and the continuation that feeds it.
  @available(*, deprecated, renamed: "makeStream(of:bufferingPolicy:)")
  public static func streamWithContinuation(
    _ elementType: Element.Type = Element.self,
    bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
  ) -> (stream: Self, continuation: Continuation) {
    let (stream, continuation) = makeStream(of: elementType, bufferingPolicy: limit)
    return (stream, continuation)
  }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A throwing stream of `elementType` and the continuation that feeds it.
  @available(*, deprecated, renamed: "makeStream(of:throwing:bufferingPolicy:)")
  public static func streamWithContinuation(
    _ elementType: Element.Type = Element.self,
    bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
  ) -> (stream: Self, continuation: Continuation) {
    let (stream, continuation) = makeStream(
      of: elementType, throwing: Failure.self, bufferingPolicy: limit)
    return (stream, continuation)
  }
}
