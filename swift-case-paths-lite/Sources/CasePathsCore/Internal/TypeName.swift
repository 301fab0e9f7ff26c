/// A type's name as users write it in code: fully qualified, but without module names
/// (`Feature.Action`, `Optional<Int>`, `any Clock<Duration>`), for messages.
func typeName(_ type: Any.Type) -> String {
  var reflected = String(reflecting: type)
  // Private and local types print inside "(unknown context at $55f111065364)." components,
  // which upstream drops: `Feature.(unknown context at $…).State` is `Feature.State`.
  while let open = reflected.range(of: "(unknown context at $"),
    let close = reflected.range(of: ").", range: open.upperBound..<reflected.endIndex)
  {
    reflected.removeSubrange(open.lowerBound..<close.upperBound)
  }
  // `any Clock<Self.Swift.Clock.Duration == Swift.Duration>` is written `any Clock<Duration>`.
  while let open = reflected.range(of: "<Self."),
    let equals = reflected.range(of: " == ", range: open.upperBound..<reflected.endIndex)
  {
    reflected.replaceSubrange(open.lowerBound..<equals.upperBound, with: "<")
  }
  var result = ""
  var qualifiedName = ""
  func flush() {
    // The first component of every qualified name is its module.
    if let dot = qualifiedName.firstIndex(of: ".") {
      result += qualifiedName[qualifiedName.index(after: dot)...]
    } else {
      result += qualifiedName
    }
    qualifiedName = ""
  }
  for character in reflected {
    if character.isLetter || character.isNumber || character == "_" || character == "." {
      qualifiedName.append(character)
    } else {
      flush()
      result.append(character)
    }
  }
  flush()
  return result
}

/// A type's name as users write it in code, without module names (`Feature.Action`), for the
/// messages of the libraries built on case paths and of Dependencies.
///
/// ```swift
/// _typeName(Feature.Action.self)  // "Feature.Action"
/// ```
@_spi(Internals) public func _typeName(_ type: Any.Type) -> String {
  typeName(type)
}
