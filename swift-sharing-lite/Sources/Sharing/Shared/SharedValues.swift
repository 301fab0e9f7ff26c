extension Shared where Value: Sendable {
  /// The value now and after every change, as an `AsyncSequence`: the Linux-friendly
  /// counterpart of upstream's Combine `publisher`.
  ///
  /// ```swift
  /// case .onAppear:
  ///   return .run { [count = state.$count] send in
  ///     for await count in count.values { await send(.countUpdated(count)) }
  ///   }
  /// ```
  public var values: AsyncStream<Value> {
    sharedValues(of: reference)
  }
}

extension SharedReader where Value: Sendable {
  /// The value now and after every change, as an `AsyncSequence`.
  ///
  /// ```swift
  /// for await isOn in $isOn.values { print(isOn) }
  /// ```
  public var values: AsyncStream<Value> {
    sharedValues(of: reference)
  }
}

private func sharedValues<Value: Sendable>(
  of reference: any SharedReference<Value>
) -> AsyncStream<Value> {
  let (stream, continuation) = AsyncStream<Value>.makeStream(
    bufferingPolicy: .bufferingNewest(100))
  continuation.yield(reference.value)
  let subscription = reference.box.onChange { [reference] in
    continuation.yield(reference.value)
  }
  continuation.onTermination = { _ in subscription.cancel() }
  return stream
}
