import Observation

// What a shared value is, beside its value, as upstream declares it: reflected as its value,
// identified by its value's id, and `Observable`.

extension Shared: CustomReflectable {
  /// The value's mirror: a shared value dumps and reflects as the value it holds.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The id of the value held: a `ForEach` over shared rows identifies them by their values.
  ///
  /// ```swift
  /// Array($todos).map(\.id)  // the todos' ids
  /// ```
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: Observable {}

extension SharedReader: CustomReflectable {
  /// The value's mirror: a shared reader dumps and reflects as the value it reads.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The id of the value read.
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: Observable {}
