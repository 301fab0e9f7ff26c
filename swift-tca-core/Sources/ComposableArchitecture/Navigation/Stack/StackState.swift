import CasePaths
import CustomDump
import Dependencies
import IssueReporting
import LiteSupport
import OrderedCollections

/// The state of a navigation stack: a collection of features, each with a stable
/// ``StackElementID``.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var path = StackState<Path.State>()
/// }
///
/// state.path.append(.detail(DetailFeature.State()))
/// state.path[id: id]?.detail?.isEditing = true
/// state.path.pop(from: id)
/// ```
///
/// It is a random-access, mutable, range-replaceable collection; elements need not be
/// `Hashable` or `Identifiable`: each element added gets a new id from the
/// `\.stackElementID` dependency.
public struct StackState<Element> {
  @usableFromInline
  var elements: OrderedDictionary<StackElementID, Element>
  /// The elements that started effects, so that when a reducer outside the `forEach` removes
  /// one, the operator's next action cancels its effects, as upstream's. `nil` until one does:
  /// the send path pays one `nil` check.
  @usableFromInline var mounted: MountedElements?

  /// An empty stack.
  ///
  /// ```swift
  /// var path = StackState<Path.State>()
  /// ```
  public init() {
    self.elements = [:]
  }

  /// A stack of `elements`, bottom first, each given a new id.
  ///
  /// ```swift
  /// StackState([.counter(CounterFeature.State(count: 3))])
  /// ```
  public init(_ elements: some Sequence<Element>) {
    self.init()
    append(contentsOf: elements)
  }

  /// The ids of the elements, bottom first.
  public var ids: OrderedSet<StackElementID> {
    elements.keys
  }

  /// The element with `id`, or `nil` when the stack has none.
  ///
  /// Setting `nil` removes it (and only it); setting an element replaces it. Setting one at an
  /// id the stack does not have appends it in tests (as `$0.path[id: 1] = …` in an assertion
  /// after a push) and is a reported issue elsewhere.
  ///
  /// ```swift
  /// state.path[id: id]?.editItem?.item.name = "Headphones"
  /// ```
  public subscript(id id: StackElementID) -> Element? {
    _read { yield elements[id] }
    _modify {
      if elements[id] == nil, DependencyValues._current.context != .test {
        var missing: Element? = nil
        yield &missing
        if missing != nil { reportIssue("Can't assign element at missing ID.") }
        return
      }
      yield &elements[id]
    }
  }

  /// The value of one case of the element with `id`, for enum elements.
  ///
  /// ```swift
  /// $0.path[id: 0, case: \.counter]?.count = 4
  /// ```
  ///
  /// Writing `nil` removes the element. Writing to an element in another case (or to a missing
  /// one) changes nothing and is a reported issue, as upstream: `Can't modify unrelated case
  /// "counter"`.
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case?
  where Element: CasePathable {
    get { elements[id].flatMap { $0[case: path] } }
    _modify {
      let element = elements[id]
      var value = element.flatMap { $0[case: path] }
      let isInCase = value != nil
      yield &value
      guard isInCase else {
        return reportUnrelatedCase(element)
      }
      guard let value else {
        elements[id] = nil
        return
      }
      elements[id]?[case: path] = value
    }
  }

  /// Removes the element with `id` and every element above it.
  ///
  /// ```swift
  /// state.path.pop(from: id)
  /// ```
  public mutating func pop(from id: StackElementID) {
    guard let index = elements.index(forKey: id) else { return }
    elements.removeLast(elements.count - index)
  }

  /// Removes every element above the one with `id`, keeping it.
  ///
  /// ```swift
  /// state.path.pop(to: rootID)
  /// ```
  public mutating func pop(to id: StackElementID) {
    guard let index = elements.index(forKey: id) else { return }
    elements.removeLast(elements.count - index - 1)
  }

  /// Adds `element` on top with `id`, unless the stack already has `id`. Returns whether it did.
  @usableFromInline
  mutating func push(_ element: Element, id: StackElementID) -> Bool {
    guard elements[id] == nil else { return false }
    elements[id] = element
    return true
  }
}

extension StackState: RandomAccessCollection, MutableCollection {
  public var startIndex: Int { elements.elements.startIndex }
  public var endIndex: Int { elements.elements.endIndex }
  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }

  /// The element at `position`, bottom first.
  public subscript(position: Int) -> Element {
    get { elements.values[position] }
    set { elements.values[position] = newValue }
  }
}

extension StackState: RangeReplaceableCollection {
  /// Replaces the elements in `subrange`; each new element gets a new id.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    @Dependency(\.stackElementID) var stackElementID
    if subrange.isEmpty, subrange.lowerBound == endIndex {
      // Appending, as pushes do: no element moves.
      for element in newElements {
        elements[stackElementID()] = element
      }
      return
    }
    if subrange.upperBound == endIndex, newElements.isEmpty {
      // Removing from the top, as pops do.
      elements.removeLast(subrange.count)
      return
    }
    var replaced = OrderedDictionary<StackElementID, Element>()
    replaced.reserveCapacity(count - subrange.count + newElements.count)
    for index in startIndex..<subrange.lowerBound {
      replaced[elements.keys[index]] = elements.values[index]
    }
    for element in newElements {
      replaced[stackElementID()] = element
    }
    for index in subrange.upperBound..<endIndex {
      replaced[elements.keys[index]] = elements.values[index]
    }
    elements = replaced
  }

  /// Removes every element, keeping what the `forEach` knows of their effects (the collection's
  /// default makes a new stack).
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    elements.removeAll(keepingCapacity: keepCapacity)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the listed elements, bottom first.
  ///
  /// ```swift
  /// var path: StackState<Path.State> = []
  /// ```
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Stacks are equal when they hold equal elements under the same ids.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Decodable where Element: Decodable {
  /// Decodes an array of elements, each given a new id.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements as an array, bottom first (ids are not encoded).
  public func encode(to encoder: any Encoder) throws {
    try Array(elements.values).encode(to: encoder)
  }
}

extension StackState: CustomDumpReflectable {
  /// Dumps as the elements keyed by id: `[#0: …, #1: …]`.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: zip(elements.keys, elements.values).map { (label: nil, value: ($0, $1) as Any) },
      displayStyle: .dictionary
    )
  }
}

extension StackState: CustomStringConvertible {
  /// The elements keyed by id.
  public var description: String {
    "["
      + zip(elements.keys, elements.values).map { "\($0.debugDescription): \($1)" }
      .joined(separator: ", ") + "]"
  }
}

extension StackState: CustomDebugStringConvertible {
  /// The type and the elements keyed by id: `StackState<Path.State>([#0: …])`.
  public var debugDescription: String {
    "\(typeName(Self.self))(\(description))"
  }
}

extension StackState {
  /// The ids of the elements that started effects (immutable, shared by copies).
  @usableFromInline
  final class MountedElements: Sendable {
    @usableFromInline let ids: Set<StackElementID>
    @usableFromInline init(_ ids: Set<StackElementID>) { self.ids = ids }
  }

  /// Notes that the element `id` started effects.
  @usableFromInline
  mutating func mount(_ id: StackElementID) {
    guard mounted?.ids.contains(id) != true else { return }
    mounted = MountedElements((mounted?.ids ?? []).union([id]))
  }
}
