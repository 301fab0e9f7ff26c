import Foundation

#if !canImport(SwiftUI)
  extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's does for a list's swipe to delete
    /// (`state.items.remove(atOffsets: indexSet)` in a reducer).
    public mutating func remove(atOffsets offsets: IndexSet) {
      for offset in offsets.reversed() {
        remove(at: index(startIndex, offsetBy: offset))
      }
    }

    /// Moves the elements at `source` to before the element at `destination` (an offset in the
    /// collection before the move), keeping their order, as SwiftUI's does for a list's drag.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
      let moved = source.map { self[index(startIndex, offsetBy: $0)] }
      let removedBefore = source.count { $0 < destination }
      remove(atOffsets: source)
      insert(contentsOf: moved, at: index(startIndex, offsetBy: destination - removedBefore))
    }
  }
#endif
