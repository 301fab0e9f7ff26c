import ComposableArchitecture

/// Fetches a fact about a number.
///
/// The live value works offline: it derives a fact from the number itself, so the demo runs
/// anywhere. Tests override it:
///
/// ```swift
/// let store = Store(initialState: CounterFeature.State()) {
///   CounterFeature()
/// } withDependencies: {
///   $0.numberFact.fetch = { "\($0) is a good number Brent" }
/// }
/// ```
public struct NumberFactClient: Sendable {
  /// Returns a fact about the number.
  public var fetch: @Sendable (Int) async throws -> String

  /// A client fetching facts with `fetch`.
  public init(fetch: @escaping @Sendable (Int) async throws -> String) {
    self.fetch = fetch
  }
}

extension NumberFactClient: DependencyKey {
  /// Facts computed on the spot, without a network.
  public static let liveValue = Self { number in offlineFact(about: number) }
}

extension DependencyValues {
  /// The number fact client.
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

/// A true fact about `number`, computed locally.
///
/// ```swift
/// offlineFact(about: 7)  // "7 is a prime number."
/// ```
public func offlineFact(about number: Int) -> String {
  let magnitude = number.magnitude
  if magnitude == 0 { return "0 is the additive identity: adding it changes nothing." }
  if magnitude == 1 { return "\(number) is its own square: \(number) × \(number) = 1." }
  if magnitude > 1, (2..<magnitude).allSatisfy({ magnitude % $0 != 0 }) {
    return "\(number) is a prime number."
  }
  let root = UInt(Double(magnitude).squareRoot())
  if root * root == magnitude { return "\(number) is a perfect square: \(root) × \(root)." }
  return number.isMultiple(of: 2)
    ? "\(number) is an even number, divisible by \(magnitude / 2 == 1 ? 2 : magnitude / 2) and 2."
    : "\(number) is an odd composite number."
}
