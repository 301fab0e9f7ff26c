import Testing

@testable import ComposableArchitecture

/// `_$isIdentityEqual` decides whether setting a tracked property tells its observers: a
/// collection or presentation of observable state keeps its identity while its ids (or the
/// presented value's identity) do, as upstream compares them.
@MainActor
struct StateIdentityTests {
  @ObservableState
  struct Row: Identifiable {
    let id: Int
    var count = 0
  }

  @ObservableState
  struct EquatableRow: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  struct PlainRow: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  @ObservableState
  struct Screen {
    var rows: IdentifiedArrayOf<EquatableRow> = [EquatableRow(id: 1), EquatableRow(id: 2)]
    var plainRows: IdentifiedArrayOf<PlainRow> = [PlainRow(id: 1)]
  }

  @Test func identifiedArraysOfObservableStateCompareIds() {
    let rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    var changed = rows
    changed[id: 1]?.count = 5
    #expect(_$isIdentityEqual(rows, changed))
    #expect(_$isIdentityEqual(rows, [Row(id: 1), Row(id: 2)]))
    #expect(!_$isIdentityEqual(rows, [Row(id: 2), Row(id: 1)]))
    #expect(!_$isIdentityEqual(rows, [Row(id: 1)]))
  }

  @Test func equatableObservableRowsAreComparedByIdsToo() {
    let rows: IdentifiedArrayOf<EquatableRow> = [EquatableRow(id: 1)]
    var changed = rows
    changed[id: 1]?.count = 5
    #expect(rows != changed)
    #expect(_$isIdentityEqual(rows, changed))
  }

  @Test func identifiedArraysOfOtherValuesCompareValues() {
    let rows: IdentifiedArrayOf<PlainRow> = [PlainRow(id: 1)]
    var changed = rows
    changed[id: 1]?.count = 5
    #expect(!_$isIdentityEqual(rows, changed))
    #expect(_$isIdentityEqual(rows, [PlainRow(id: 1)]))
  }

  @Test func stacksOfObservableStateCompareElementIds() {
    let stack = StackState([Row(id: 1), Row(id: 2)])
    var changed = stack
    changed[id: stack.ids[0]]?.count = 5
    #expect(_$isIdentityEqual(stack, changed))
    var popped = stack
    popped.removeLast()
    #expect(!_$isIdentityEqual(stack, popped))
    let equatable = StackState([EquatableRow(id: 1)])
    var changedEquatable = equatable
    changedEquatable[id: equatable.ids[0]]?.count = 5
    #expect(_$isIdentityEqual(equatable, changedEquatable))
  }

  @Test func presentationsOfObservableStateCompareThePresentedIdentity() {
    let presented = PresentationState(wrappedValue: Row(id: 1))
    var changed = presented
    changed.wrappedValue?.count = 5
    #expect(_$isIdentityEqual(presented, changed))
    #expect(!_$isIdentityEqual(presented, PresentationState(wrappedValue: Row(id: 1))))
    #expect(!_$isIdentityEqual(presented, PresentationState(wrappedValue: nil)))
    #expect(
      _$isIdentityEqual(
        PresentationState<Row>(wrappedValue: nil), PresentationState(wrappedValue: nil)))
    let equatable = PresentationState(wrappedValue: EquatableRow(id: 1))
    var changedEquatable = equatable
    changedEquatable.wrappedValue?.count = 5
    #expect(_$isIdentityEqual(equatable, changedEquatable))
  }

  @Test func settingRowsWithTheSameIdsTellsOnlyTheRowsObservers() {
    var screen = Screen()
    let copy = screen
    let row = screen.rows[id: 1]!
    let rows = track { _ = copy.rows }
    let count = track { _ = row.count }
    var edited = screen.rows
    edited[id: 1]?.count = 5
    screen.rows = edited
    #expect(rows.value == 0)
    #expect(count.value == 1)
    screen.rows = [EquatableRow(id: 1)]
    #expect(rows.value == 1)
  }

  @Test func settingPlainRowsTellsTheCollectionsObserversWhenTheyDiffer() {
    var screen = Screen()
    let copy = screen
    let plainRows = track { _ = copy.plainRows }
    screen.plainRows = [PlainRow(id: 1)]
    #expect(plainRows.value == 0)
    screen.plainRows = [PlainRow(id: 1, count: 1)]
    #expect(plainRows.value == 1)
  }
}
