extension Shared: Sequence, Collection, BidirectionalCollection, RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  /// Each element, as shared state.
  public typealias Element = Shared<Value.Element>
  /// The positions of the underlying collection.
  public typealias Index = Value.Index
  /// Iterates over the shared elements.
  public typealias Iterator = IndexingIterator<Self>
  /// A contiguous range of shared elements.
  public typealias SubSequence = Slice<Self>
  /// The valid positions.
  public typealias Indices = DefaultIndices<Self>

  /// The position of the first element.
  public var startIndex: Value.Index { wrappedValue.startIndex }

  /// The position after the last element.
  public var endIndex: Value.Index { wrappedValue.endIndex }

  /// The position after `index`.
  public func index(after index: Value.Index) -> Value.Index {
    wrappedValue.index(after: index)
  }

  /// The position before `index`.
  public func index(before index: Value.Index) -> Value.Index {
    wrappedValue.index(before: index)
  }

  /// Shared state for the element at `position`: a shared collection iterates as shared
  /// elements.
  ///
  /// ```swift
  /// for count in $counts { count.withLock { $0 += 1 } }
  /// let counts: [Shared<Int>] = Array($counts)
  /// ```
  public subscript(position: Value.Index) -> Shared<Value.Element> {
    self[dynamicMember: \Value.[position]]
  }
}
