import IdentifiedCollections

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
  ///
  /// The element follows its position, or its id in an identified array, as upstream's does; once
  /// the collection no longer has it, it keeps the last value it saw.
  public subscript(position: Value.Index) -> Shared<Value.Element> {
    let base = reference
    let element =
      identifiedElement(of: base, at: position)
      ?? LastValueReference(
        base: base,
        get: { $0.startIndex <= position && position < $0.endIndex ? $0[position] : nil },
        set: { $0[position] = $1 },
        component: { "[\(position)]" }
      )
    // Out of bounds there is no element to start from: reading it traps, as an array's does.
    return Shared<Value.Element>(
      reference: element ?? ProjectedReference(base: base, keyPath: \.[position]))
  }
}

/// The element at `position` of an identified collection, followed by its id.
private func identifiedElement<Value: MutableCollection>(
  of base: any SharedReference<Value>, at position: Value.Index
) -> LastValueReference<Value, Value.Element>? {
  guard let identified = Value.self as? any _MutableIdentifiedCollection.Type else { return nil }
  func open<Identified: _MutableIdentifiedCollection>(
    _: Identified.Type
  ) -> LastValueReference<Value, Value.Element>? {
    let collection = base.value as! Identified
    let offset = collection.distance(
      from: collection.startIndex, to: position as! Identified.Index)
    let id = collection.ids[collection.ids.index(collection.ids.startIndex, offsetBy: offset)]
    // `Identified` is `Value`: the casts only name it so.
    let path: WritableKeyPath<Identified, Identified.Element?> = \.[id: id]
    let keyPath = path as! WritableKeyPath<Value, Value.Element?>
    return LastValueReference(
      base: base,
      get: { $0[keyPath: keyPath] },
      set: { $0[keyPath: keyPath] = $1 },
      component: { "[id: \(String(reflecting: id))]" }
    )
  }
  return open(identified)
}

extension RangeReplaceableCollection {
  /// Each element of a shared collection as shared state: `Array($todos)`, to hand each row its
  /// own `Shared<Todo>`.
  ///
  /// ```swift
  /// for todo in Array($todos) { todo.withLock { $0.isComplete = true } }
  /// ```
  public init<Value>(_ shared: Shared<Value>)
  where
    Element == Shared<Value.Element>, Value: MutableCollection & RandomAccessCollection,
    Value.Index: Hashable
  {
    self.init()
    append(contentsOf: shared)
  }
}
