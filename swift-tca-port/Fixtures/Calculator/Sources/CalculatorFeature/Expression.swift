import ComposableArchitecture
import Conversions
import Parsing

/// What the user can type: a sum, a negation or a number.
@CasePathable
public enum Expression: Equatable, Sendable {
  case add(Int, Int)
  case negate(Int)
  case number(Int)

  /// The expression's value.
  public var value: Int {
    switch self {
    case .add(let left, let right): left + right
    case .negate(let value): -value
    case .number(let value): value
    }
  }

  /// A number as an expression, and the number back from one, through the conversion its case's
  /// constructor makes.
  public static var numberConversion: some TwoWayConversion<Int, Expression> {
    .case(Expression.number)
  }

  /// Reads an expression from text, each case through its case key path.
  public static func parse(_ text: String) throws -> Expression {
    try parser.parse(text)
  }

  private static let parser = Parse(input: Substring.self) {
    OneOf {
      Parse(.case(\Expression.Cases.add)) {
        Int.parser()
        "+"
        Int.parser()
      }
      Parse(.case(\Expression.Cases.negate)) {
        "-"
        Int.parser()
      }
      Parse(.case(\Expression.Cases.number)) { Int.parser() }
    }
    End()
  }
}
