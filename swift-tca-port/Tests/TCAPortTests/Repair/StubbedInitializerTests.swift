import SwiftParser
import SwiftSyntax
import Testing

@testable import TCAPort

/// A stubbed initializer of a client's structure gives each stored property a value: a closure
/// property a closure reporting why, so that the instance exists and nothing stops the process.
struct StubbedInitializerTests {
  // A held-out app's API client set its session's configuration in its initializer; stubbed,
  // its closure properties had no empty value and stopped every test after the first reaching it.
  @Test
  func closurePropertiesGetClosuresThatReport() {
    let source = """
      struct APIClient {
        let session: URLSession
        var send: @Sendable (URLRequest, Bool) async throws -> Data
        let now: () -> Date
        let onEvent: (@Sendable (String) -> Void)

        init(baseURL: URL) {
          session = URLSession(configuration: SecureConfiguration(baseURL))
          send = { request, _ in try await URLSession.shared.data(for: request).0 }
          now = Date.init
          onEvent = { _ in }
        }
      }
      """
    let stubber = BodyStubber(
      tree: Parser.parse(source: source), path: "Sources/API/APIClient.swift",
      droppedFrameworks: ["Security"])
    let (text, stubs, _) = stubber.stub([
      CompilerError(
        "Sources/API/APIClient.swift:8:44: error: cannot find 'SecureConfiguration' in scope")!
    ])
    #expect(stubs.map(\.declaration) == ["init(baseURL:)"])
    #expect(text.contains("self.session = PortUnavailable.placeholder(\""))
    #expect(text.contains("self.send = { _, _ in PortUnavailable.value(\""))
    #expect(text.contains("self.now = { PortUnavailable.value(\""))
    #expect(text.contains("self.onEvent = { _ in PortUnavailable.value(\""))
  }
}
