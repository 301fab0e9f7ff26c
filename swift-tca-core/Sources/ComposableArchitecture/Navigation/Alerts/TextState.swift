import CustomDump

/// Text to show to the user, as state: a title, a message or a button label that tests can
/// compare and a terminal, a server or a UI can render.
///
/// ```swift
/// TextState("Delete \(item.name)?")
/// ```
public struct TextState: Equatable, Hashable, Sendable {
  private var content: String

  /// Text showing `content`.
  ///
  /// ```swift
  /// TextState("Delete")
  /// ```
  public init(_ content: some StringProtocol) {
    self.content = String(content)
  }

  /// Text showing `content` as is.
  ///
  /// ```swift
  /// TextState(verbatim: item.name)
  /// ```
  public init(verbatim content: String) {
    self.content = content
  }

  /// The two texts, one after the other.
  ///
  /// ```swift
  /// TextState("Delete ") + TextState(verbatim: item.name)
  /// ```
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(verbatim: lhs.content + rhs.content)
  }
}

extension String {
  /// The characters of a text, to print or to render.
  ///
  /// ```swift
  /// print(String(state: alert.title))
  /// ```
  public init(state: TextState) {
    self = state.customDumpValue as! String
  }
}

extension TextState: CustomDumpRepresentable {
  /// Dumps as its characters.
  public var customDumpValue: Any {
    content
  }
}

extension TextState: CustomStringConvertible {
  /// Its characters.
  public var description: String {
    content
  }
}
