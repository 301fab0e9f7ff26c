/// Which case an enum value is in, read by reflection: what `/Action.response` extracts with.
enum ReflectedCase {
  /// The payload of `root` when `root` is in the case `embed` constructs.
  ///
  /// The payload is projected by reflection and cast to `Value` (several values are a tuple,
  /// whose labels a tuple type without labels need not have); the case is confirmed by embedding
  /// that payload again and comparing the runtime's case numbers, since two cases may hold the
  /// same type, and overloaded cases (`payload(a:)`, `payload(b:)`) share a name.
  ///
  /// A constructor of a case of `Wrapped` used as a path of `Wrapped?` (`/Action.response` as an
  /// `AnyCasePath<Action?, Int>`) extracts from the wrapped value.
  static func extract<Root, Value>(from root: Root, embed: (Value) -> Root) -> Value? {
    if let value = extractDirectly(from: root, embed: embed) { return value }
    guard let optional = root as? any _OptionalProtocol else { return nil }
    func extractWrapped<Optional: _OptionalProtocol>(_ root: Optional) -> Value? {
      guard let wrapped = root.optional else { return nil }
      return extract(from: wrapped) { value in
        // A promoted constructor, which always returns a value.
        (embed(value) as? Optional)?.optional ?? wrapped
      }
    }
    return extractWrapped(optional)
  }

  private static func extractDirectly<Root, Value>(
    from root: Root, embed: (Value) -> Root
  ) -> Value? {
    guard let metadata = EnumMetadata(Root.self),
      let payload = EnumMetadata.project(root),
      let value = payload as? Value
    else { return nil }
    return metadata.tag(of: embed(value)) == metadata.tag(of: root) ? value : nil
  }

  /// Whether `value` and `other`, values of one enum, are in the same case.
  static func isSameCase<Root>(_ value: Root, _ other: Root) -> Bool {
    guard let metadata = EnumMetadata(Root.self) else { return false }
    return metadata.tag(of: value) == metadata.tag(of: other)
  }
}
