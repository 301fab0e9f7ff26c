@_spi(Reflection) import CasePaths
import OrderedCollections

/// Reads the identity of child states of one type: the case and its value's identity for enum
/// reducer states, their `id` if `Identifiable`, their observable identity if observable state,
/// or just their presence.
///
/// Operators that embed a child compare its identity before and after the parent runs to cancel
/// the effects of a child that went away or was replaced. Nothing is remembered between actions,
/// so a reducer behaves the same when a store runs it and when it is called directly.
@usableFromInline
struct ChildIdentity<Child> {
  @usableFromInline
  let read: (Child) -> AnyHashable

  @usableFromInline
  init() {
    if let cases = Child.self as? any CaseReducerState.Type {
      read = Self.caseReader(cases)
    } else if let identifiable = Child.self as? any Identifiable.Type {
      read = Self.identifiableReader(identifiable)
    } else if let observable = Child.self as? any ObservableState.Type {
      read = Self.observableReader(observable)
    } else if let metadata = EnumMetadata(Child.self) {
      read = Self.enumReader(metadata)
    } else {
      read = { _ in AnyHashable(true) }
    }
  }

  /// The identity of `child`, or `nil` when it is absent.
  @usableFromInline
  func callAsFunction(_ child: Child?) -> AnyHashable? {
    child.map(read)
  }

  private static func caseReader<Cases: CaseReducerState>(
    _: Cases.Type
  ) -> (Child) -> AnyHashable {
    // `Cases` is `Child`, opened from the existential metatype.
    { unsafeBitCast($0, to: Cases.self)._$presentationID }
  }

  /// A plain enum's child (a destination enum written before `@Reducer enum`) is identified, as
  /// upstream's, by its case, and by its payload's id when the payload is identifiable.
  private static func enumReader(_ metadata: EnumMetadata) -> (Child) -> AnyHashable {
    { child in
      let payload = EnumMetadata.project(child) as? any Identifiable
      let payloadID = payload.map { identifier(of: $0) }
      return AnyHashable(EnumCaseIdentity(tag: metadata.tag(of: child), payloadID: payloadID))
    }
  }

  private static func identifier<Identified: Identifiable>(of value: Identified) -> AnyHashable {
    AnyHashable(value.id)
  }

  private static func identifiableReader<Identified: Identifiable>(
    _: Identified.Type
  ) -> (Child) -> AnyHashable {
    // `Identified` is `Child`, opened from the existential metatype.
    { AnyHashable(unsafeBitCast($0, to: Identified.self).id) }
  }

  private static func observableReader<Observed: ObservableState>(
    _: Observed.Type
  ) -> (Child) -> AnyHashable {
    // `Observed` is `Child`, opened from the existential metatype.
    { AnyHashable(unsafeBitCast($0, to: Observed.self)._$id) }
  }
}

/// The identity of a plain enum's value: its case, and its payload's id if it has one.
private struct EnumCaseIdentity: Hashable {
  let tag: UInt32
  let payloadID: AnyHashable?
}

/// The cancellation id of one child's effects: the operator that runs it, and the child's
/// identity.
struct ChildEffectsID: Hashable, @unchecked Sendable {
  // `identity` wraps a Sendable identifier or an `ObservableStateID`.
  let location: _SourceLocation
  let identity: AnyHashable
}

extension Effect {
  /// The effects of the child with `identity`, cancellable when it goes away.
  @usableFromInline
  func cancellable(
    asChildAt location: _SourceLocation, identity: @autoclosure () -> AnyHashable
  ) -> Self {
    isNone ? self : cancellable(id: ChildEffectsID(location: location, identity: identity()))
  }

  /// Cancels the effects of the child with identity `before` if `after` is another identity.
  /// The effects of the presented child or stack element with `identity`: cancellable when it
  /// goes away, and with their cancellation ids scoped to it, so they never reach a sibling's.
  @usableFromInline
  func presentedChild(at location: _SourceLocation, identity: AnyHashable) -> Self {
    guard !isNone else { return self }
    let child = ChildEffectsID(location: location, identity: identity)
    return scoped(to: AnyHashable(child)).cancellable(id: child)
  }

  @usableFromInline
  static func cancelChild(
    at location: _SourceLocation, before: AnyHashable?, after: @autoclosure () -> AnyHashable?
  ) -> Self {
    guard let before, before != after() else { return .none }
    return .cancel(id: ChildEffectsID(location: location, identity: before))
  }

  /// Cancels the effects of the children whose ids are in `before` but no longer in the ids
  /// `ids` reads of the collection `toState` reaches in `state`: the elements a parent removed.
  /// Constant time while the two share storage (nothing removed), and the ids are compared where
  /// they are: copied out, they were retained and released on every action.
  @inlinable @inline(__always)
  static func cancelRemovedChildren<Root, Children, ID: Hashable>(
    at location: _SourceLocation, before: OrderedSet<ID>, in state: inout Root,
    _ toState: ChildStatePath<Root, Children>, ids: (Children) -> OrderedSet<ID>
  ) -> Self {
    guard !toState.read(&state, { ids($0).sharesStorage(with: before) }) else { return .none }
    return cancelChangedChildren(at: location, before: before, after: toState.read(&state, ids))
  }

  /// ``cancelRemovedChildren(at:before:in:_:ids:)`` for ids that may have changed.
  @usableFromInline
  static func cancelChangedChildren<ID: Hashable>(
    at location: _SourceLocation, before: OrderedSet<ID>, after: OrderedSet<ID>
  ) -> Self {
    guard before != after else { return .none }
    return .merge(
      before.subtracting(after).map {
        .cancelChild(at: location, before: AnyHashable($0), after: nil)
      }
    )
  }

  @inlinable
  var isNone: Bool {
    if case .none = operation { true } else { false }
  }
}
