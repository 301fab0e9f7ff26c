/// A type's name as users write it in code: fully qualified, but without module names
/// (`Feature.Action`, `Optional<Int>`, `any Clock<Duration>`), for the messages of the TCA Lite
/// libraries.
///
/// ```swift
/// typeName(Feature.Action.self)  // "Feature.Action"
/// typeName(Result<Int, Failure>.self, genericsAbbreviated: true)  // "Result"
/// ```
public func typeName(_ type: Any.Type) -> String {
  var reflected = String(reflecting: type)
  // Private and local types print inside "(unknown context at $55f111065364)." components,
  // which upstream drops: `Feature.(unknown context at $…).State` is `Feature.State`.
  while let open = reflected.firstRange(of: "(unknown context at $"),
    let close = reflected[open.upperBound...].firstRange(of: ").")
  {
    reflected.removeSubrange(open.lowerBound..<close.upperBound)
  }
  // `any Clock<Self.Swift.Clock.Duration == Swift.Duration>` is written `any Clock<Duration>`.
  while let open = reflected.firstRange(of: "<Self."),
    let equals = reflected[open.upperBound...].firstRange(of: " == ")
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

/// A type's name as ``typeName(_:)`` writes it; with `genericsAbbreviated`, as upstream names
/// types in most of its messages: optionals, arrays and dictionaries in their short forms
/// (`Feature.State?`), and the generic arguments of other types left out.
public func typeName(_ type: Any.Type, genericsAbbreviated: Bool) -> String {
  let name = typeName(type)
  guard genericsAbbreviated else { return name }
  return withoutGenericArguments(abbreviatingCollections(name))
}

/// `Optional<X>` as `X?`, `Array<X>` as `[X]`, `Dictionary<K, V>` as `[K: V]`, innermost first.
private func abbreviatingCollections(_ name: String) -> String {
  var name = name
  // Each pass rewrites the generic types whose arguments hold no other generic type.
  for _ in 1...10 {
    var rewritten = ""
    var index = name.startIndex
    while index < name.endIndex {
      if let (replacement, end) = abbreviatedCollection(in: name, at: index) {
        rewritten += replacement
        index = end
      } else {
        rewritten.append(name[index])
        index = name.index(after: index)
      }
    }
    if rewritten == name { break }
    name = rewritten
  }
  return name
}

/// The short form of the `Optional`, `Array` or `Dictionary` starting at `start`, if its
/// arguments hold no generic type, and where it ends.
private func abbreviatedCollection(
  in name: String, at start: String.Index
) -> (String, String.Index)? {
  if start > name.startIndex {
    let previous = name[name.index(before: start)]
    if previous.isLetter || previous.isNumber || previous == "_" || previous == "." { return nil }
  }
  for kind in ["Optional<", "Array<", "Dictionary<"] where name[start...].hasPrefix(kind) {
    let argumentsStart = name.index(start, offsetBy: kind.count)
    guard let close = name[argumentsStart...].firstIndex(where: { $0 == ">" || $0 == "<" }),
      name[close] == ">"
    else { return nil }
    let arguments = String(name[argumentsStart..<close])
    let end = name.index(after: close)
    switch kind {
    case "Optional<": return ("\(arguments)?", end)
    case "Array<": return ("[\(arguments)]", end)
    default:
      guard let comma = arguments.firstRange(of: ", ") else { return nil }
      return ("[\(arguments[..<comma.lowerBound]): \(arguments[comma.upperBound...])]", end)
    }
  }
  return nil
}

/// The name with everything from its first `<` to its last `>` left out.
private func withoutGenericArguments(_ name: String) -> String {
  guard let open = name.firstIndex(of: "<"), let close = name.lastIndex(of: ">"), open < close
  else { return name }
  var name = name
  name.removeSubrange(open...close)
  return name
}
