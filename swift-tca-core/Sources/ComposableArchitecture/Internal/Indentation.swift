extension String {
  /// The string with every line that has text indented by `spaces`, so a multi-line dump nests
  /// under the message around it. With `firstLine: false` the first line is left as it is, for a
  /// dump that follows a label on the same line.
  ///
  /// ```swift
  /// "Action:\n" + String(customDumping: action).indented(by: 2)
  /// "Skipped: " + String(customDumping: actions).indented(by: 9, firstLine: false)
  /// ```
  @_spi(Internals) public func indented(by spaces: Int, firstLine: Bool = true) -> String {
    let indentation = String(repeating: " ", count: spaces)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
      .map { line in
        line.element.isEmpty || (line.offset == 0 && !firstLine)
          ? String(line.element) : indentation + line.element
      }
      .joined(separator: "\n")
  }
}
