/// A body of the ported package that did not compile on Linux, replaced by one reporting why.
struct BodyStub: Equatable, Sendable, CustomStringConvertible {
  /// The file, relative to the package.
  var path: String
  /// The line the body's declaration starts on.
  var line: Int
  /// What lost its body: `evaluate(serverTrust:)`, `init(store:)`, `a closure in liveValue`.
  var declaration: String
  /// What the stub reports: the framework Linux lacks, or the compiler's first error.
  var message: String

  var description: String { "\(path):\(line): \(declaration): \(message)" }
}
