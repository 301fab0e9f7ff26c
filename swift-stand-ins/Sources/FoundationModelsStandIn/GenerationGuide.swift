/// A constraint on a generated value (`.range(1...5)`, `.count(3)`).
public struct GenerationGuide<Value>: Sendable {
  /// A guide for a number between `range`'s bounds.
  public static func range(_ range: ClosedRange<Int>) -> Self where Value == Int { Self() }
  /// A guide for an array of `count` elements.
  public static func count<Element>(_ count: Int) -> Self where Value == [Element] { Self() }
  /// A guide for an array of at most `count` elements.
  public static func maximumCount<Element>(_ count: Int) -> Self where Value == [Element] {
    Self()
  }
  /// A guide for one of `values`.
  public static func anyOf(_ values: [String]) -> Self where Value == String { Self() }
}
