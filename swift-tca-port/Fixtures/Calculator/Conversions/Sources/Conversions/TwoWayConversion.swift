import CasePaths

/// A conversion between two types that can go both ways.
public protocol TwoWayConversion<Input, Output> {
  /// What the conversion takes.
  associatedtype Input
  /// What it makes.
  associatedtype Output
  /// Converts an input to an output.
  func apply(_ input: Input) throws -> Output
  /// Converts an output back to its input.
  func unapply(_ output: Output) throws -> Input
}

/// Why an output could not be converted back.
public struct ConversionError: Error, Equatable {
  /// What went wrong.
  public let message: String
}

extension TwoWayConversion {
  /// Converts a case's value into the case, and the case back into its value.
  public static func `case`<Values, Enum>(
    _ embed: @escaping (Values) -> Enum
  ) -> Self where Self == CasePath<Enum, Values> {
    /embed
  }
}

extension CasePath: TwoWayConversion {
  public func apply(_ input: Value) -> Root {
    embed(input)
  }

  public func unapply(_ output: Root) throws -> Value {
    guard let value = extract(from: output) else {
      throw ConversionError(message: "\(output) is another case")
    }
    return value
  }
}
