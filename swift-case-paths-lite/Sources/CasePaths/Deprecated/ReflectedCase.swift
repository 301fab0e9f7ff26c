/// Which case an enum value is in, read by reflection: what `/Action.response` extracts with.
enum ReflectedCase {
  /// The payload of `root` when `root` is in the case `embed` constructs.
  ///
  /// The payload is read with `Mirror` and cast to `Value`; the case is confirmed by embedding
  /// that payload again and comparing case names, since two cases may hold the same type.
  static func extract<Root, Value>(from root: Root, embed: (Value) -> Root) -> Value? {
    let mirror = Mirror(reflecting: root)
    guard mirror.displayStyle == .enum || mirror.displayStyle == .optional,
      let child = mirror.children.first,
      let value = payload(child.value, as: Value.self)
    else { return nil }
    let embedded = Mirror(reflecting: embed(value))
    guard embedded.children.first?.label == child.label else { return nil }
    return value
  }

  /// Whether `value` and `other`, values of one enum without payloads, are the same case.
  ///
  /// A case without a payload has no reflected name; its bytes are its case (the tag, and zeros
  /// where a payload of another case would be).
  static func isSameCase<Root>(_ value: Root, _ other: Root) -> Bool {
    guard Mirror(reflecting: value).children.isEmpty else { return false }
    return withUnsafeBytes(of: value) { value in
      withUnsafeBytes(of: other) { other in value.elementsEqual(other) }
    }
  }

  /// `payload` as a `Value`: a single payload, or several as a tuple (whose labels, which the
  /// case's parameters give it, a tuple type without labels does not have). A single labelled
  /// payload (`case config(build: Int)`) is reflected as a tuple of one: its one value.
  private static func payload<Value>(_ payload: Any, as type: Value.Type) -> Value? {
    if let value = payload as? Value { return value }
    let fields = Mirror(reflecting: payload)
    guard fields.displayStyle == .tuple else { return nil }
    if fields.children.count == 1 { return fields.children.first?.value as? Value }
    return unlabeled(fields.children.map(\.value))
  }

  /// A tuple of `values`, when `Value` is a tuple of their types in that order.
  private static func unlabeled<Value>(_ values: [Any]) -> Value? {
    switch values.count {
    case 2: return (values[0], values[1]) as? Value
    case 3: return (values[0], values[1], values[2]) as? Value
    case 4: return (values[0], values[1], values[2], values[3]) as? Value
    default: return nil
    }
  }
}
