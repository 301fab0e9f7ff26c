import OrderedCollections

extension OrderedSet {
  /// Whether the two share their storage, and so are equal without comparing elements: a set's
  /// storage is never written while another value holds it. Much cheaper than `==`, which
  /// reaches its own identity check through unspecialised generic code.
  @inlinable @inline(__always)
  func sharesStorage(with other: Self) -> Bool {
    withUnsafeBytes(of: self) { lhs in
      withUnsafeBytes(of: other) { rhs in
        // Word by word: the value is two references, and a byte loop costs far more.
        let word = MemoryLayout<UInt>.size
        var offset = 0
        while offset + word <= lhs.count {
          guard
            lhs.loadUnaligned(fromByteOffset: offset, as: UInt.self)
              == rhs.loadUnaligned(fromByteOffset: offset, as: UInt.self)
          else { return false }
          offset += word
        }
        while offset < lhs.count {
          guard lhs[offset] == rhs[offset] else { return false }
          offset += 1
        }
        return true
      }
    }
  }
}
