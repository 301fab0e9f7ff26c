/// The runtime's description of an enum type (or `Optional`), read for what case a value is in
/// and what it holds: how `/Action.response` extracts, and what upstream's reflection SPI gives
/// tests.
///
/// ```swift
/// @_spi(Reflection) import CasePaths
/// EnumMetadata.project(Result<Int, any Error>.success(42)) as? Int  // 42
/// ```
@_spi(Reflection) public struct EnumMetadata: @unchecked Sendable {
  private let metadata: UnsafeRawPointer

  /// The metadata of `type`, if it is an enum or an optional.
  @_spi(Reflection) public init?(_ type: Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // The metadata kinds of an enum and of `Optional`, in the runtime's ABI.
    guard [0x201, 0x202].contains(metadata.load(as: UInt.self)) else { return nil }
    self.metadata = metadata
  }

  /// The runtime's number for the case `value` is in: cases with a payload first, in
  /// declaration order, then cases without one.
  @_spi(Reflection) public func tag<Enum>(of value: Enum) -> UInt32 {
    withUnsafePointer(to: value) { getEnumTag(UnsafeRawPointer($0), metadata) }
  }

  /// The payload of `root`'s case (`()` for a case without one); `nil` when `root` is not an
  /// enum. Several values come as a tuple, indirect payloads as what they hold.
  @_spi(Reflection) public static func project<Enum>(_ root: Enum) -> Any? {
    let mirror = Mirror(reflecting: root)
    guard mirror.displayStyle == .enum || mirror.displayStyle == .optional else { return nil }
    guard let payload = mirror.children.first?.value else { return () }
    // A single labelled payload (`case config(build: Int)`) is reflected as a tuple of one,
    // which no Swift type is: its one value.
    let fields = Mirror(reflecting: payload)
    if fields.displayStyle == .tuple, fields.children.count == 1, let only = fields.children.first {
      return only.value
    }
    return payload
  }

  /// The enum value witness `getEnumTag`, which follows the standard value witnesses in the
  /// value witness table the word before an enum's metadata points to.
  private var getEnumTag: @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32 {
    let word = MemoryLayout<UnsafeRawPointer>.size
    let witnesses = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
    // Eight functions, size and stride (a word each), flags and extra inhabitants (4 bytes each).
    let offset = 10 * word + 8
    return unsafeBitCast(
      witnesses.load(fromByteOffset: offset, as: UnsafeRawPointer.self),
      to: (@convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32).self)
  }
}
