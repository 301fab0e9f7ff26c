import IdentifiedCollections
import OrderedCollections

// What the accessors `@ObservableState` writes compare to decide whether a property's observers
// are told: values whose identity did not change notify nobody, their own fields did.

/// The identity of a value that is not observable state: none.
public func _$identity<T>(of value: T) -> ObservableStateID? { nil }

/// The identity of an observable state.
public func _$identity<T: ObservableState>(of value: T) -> ObservableStateID? { value._$id }

/// The identity of an optional observable state; `nil` has an identity of its own.
public func _$identity<T: ObservableState>(of value: T?) -> ObservableStateID? {
  value?._$id ?? ._$inert
}

/// Whether replacing a value by another notifies nobody: never for arbitrary values.
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool { false }

/// Equal values are the same for observers.
public func _$isIdentityEqual<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool { lhs == rhs }

/// Observable states are the same for observers when their identities are.
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

/// Observable states are the same for observers when their identities are.
public func _$isIdentityEqual<T: ObservableState & Equatable>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

/// Optional observable states are the same for observers when both are `nil` or their
/// identities are equal.
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// Optional observable states are the same for observers when both are `nil` or their
/// identities are equal.
public func _$isIdentityEqual<T: ObservableState & Equatable>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// Identified arrays of observable state are the same for observers when they have the same ids
/// in the same order: a row's own fields tell the row's observers.
public func _$isIdentityEqual<ID: Hashable, T: ObservableState>(
  _ lhs: IdentifiedArray<ID, T>, _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids.sharesStorage(with: rhs.ids) || lhs.ids == rhs.ids
}

/// Identified arrays of observable state are the same for observers when they have the same ids
/// in the same order, even when their rows are equatable.
public func _$isIdentityEqual<ID: Hashable, T: ObservableState & Equatable>(
  _ lhs: IdentifiedArray<ID, T>, _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids.sharesStorage(with: rhs.ids) || lhs.ids == rhs.ids
}

/// Stacks of observable state are the same for observers when they have the same element ids
/// in the same order: an element's own fields tell the element's observers.
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: StackState<T>, _ rhs: StackState<T>
) -> Bool {
  lhs.ids.sharesStorage(with: rhs.ids) || lhs.ids == rhs.ids
}

/// Stacks of observable state are the same for observers when they have the same element ids
/// in the same order, even when their elements are equatable.
public func _$isIdentityEqual<T: ObservableState & Equatable>(
  _ lhs: StackState<T>, _ rhs: StackState<T>
) -> Bool {
  lhs.ids.sharesStorage(with: rhs.ids) || lhs.ids == rhs.ids
}

/// Presentations of observable state are the same for observers when both present nothing or
/// their presented values have the same identity.
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: PresentationState<T>, _ rhs: PresentationState<T>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

/// Presentations of observable state are the same for observers when both present nothing or
/// their presented values have the same identity, even when those are equatable.
public func _$isIdentityEqual<T: ObservableState & Equatable>(
  _ lhs: PresentationState<T>, _ rhs: PresentationState<T>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}
