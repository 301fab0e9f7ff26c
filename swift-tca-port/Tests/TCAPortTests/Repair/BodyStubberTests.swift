import SwiftParser
import Testing

@testable import TCAPort

/// A body holding a compiler error keeps its signature and reports why instead; what it gives
/// back follows its signature, and an error outside any body is left for the build to report.
struct BodyStubberTests {
  private func stub(
    _ source: String, errors: [(line: Int, column: Int, message: String)],
    dropped: [String] = ["NetworkExtension"]
  ) -> (text: String, stubs: [BodyStub], left: [CompilerError]) {
    let stubber = BodyStubber(
      tree: Parser.parse(source: source), path: "Sources/VPN/VPN.swift",
      droppedFrameworks: dropped)
    return stubber.stub(
      errors.map {
        CompilerError("Sources/VPN/VPN.swift:\($0.line):\($0.column): error: \($0.message)")!
      })
  }

  private let client = """
    import Foundation

    enum TunnelStatus: Equatable {
      case connected, disconnected

      init(_ status: NEVPNStatus) {
        self = status == .connected ? .connected : .disconnected
      }

      init?(name: String) {
        guard let status = NEVPNStatus(rawValue: name) else { return nil }
        self.init(status)
      }
    }

    struct VPNClient {
      var status: () async -> TunnelStatus
      var connect: () async throws -> Void
      var names: ([String]) -> [String]
    }

    extension VPNClient {
      static let liveValue = VPNClient(
        status: { TunnelStatus(NEVPNManager.shared().connection.status) },
        connect: { try NEVPNManager.shared().connection.startVPNTunnel() },
        names: { $0.map { NEVPNManager.named($0) } }
      )

      func isConnected() throws -> Bool {
        try NEVPNManager.shared().isOn
      }
    }
    """

  @Test
  func eachFailingBodyReportsTheFrameworkLinuxLacks() {
    let (text, stubs, left) = stub(
      client,
      errors: [
        (7, 23, "type 'NEVPNStatus' has no member 'connected'"),
        (11, 24, "cannot find 'NEVPNStatus' in scope"),
        (24, 35, "cannot find 'NEVPNManager' in scope"),
        (25, 21, "cannot find 'NEVPNManager' in scope"),
        (26, 27, "cannot find 'NEVPNManager' in scope"),
        (30, 9, "cannot find 'NEVPNManager' in scope"),
      ])
    #expect(left.isEmpty)
    #expect(
      stubs.map(\.declaration) == [
        "init(_:)", "init(name:)", "a closure in liveValue", "a closure in liveValue",
        "a closure in liveValue", "isConnected()",
      ])
    #expect(
      stubs[0].message
        == "NetworkExtension is not available on Linux: init(_:) does without its body (type 'NEVPNStatus' has no member 'connected')"
    )
    #expect(text.contains("  init(_ status: NEVPNStatus) {\n    PortUnavailable.never(\""))
    #expect(text.contains("  init?(name: String) {\n    PortUnavailable.report(\""))
    #expect(text.contains("; return nil\n  }"))
    #expect(text.contains("status: { return PortUnavailable.value(\""))
    #expect(text.contains("connect: { return try PortUnavailable.throwing(\""))
    // The innermost closure goes; it used `$0`, so its stub takes the argument it was given.
    #expect(text.contains("names: { $0.map { _ in return PortUnavailable.value(\""))
    #expect(
      text.contains(
        "func isConnected() throws -> Bool {\n    return try PortUnavailable.throwing(\""))
    #expect(stubs.map(\.line) == [6, 10, 24, 25, 26, 29])
  }

  @Test
  func aReducerKeepsReturningNoEffect() {
    let source = """
      struct Feature: Reducer {
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.status = NEVPNManager.shared().status
            return .none
          }
        }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          state.status = NEVPNManager.shared().status
          return .none
        }
      }
      """
    let (text, stubs, _) = stub(
      source,
      errors: [
        (4, 22, "cannot find 'NEVPNManager' in scope"),
        (10, 20, "cannot find 'NEVPNManager' in scope"),
      ])
    #expect(stubs.count == 2)
    #expect(text.contains("Reduce { state, action in PortUnavailable.report(\""))
    #expect(text.components(separatedBy: "; return .none").count == 3)
  }

  @Test
  func anErrorOutsideABodyIsLeftAndAStubStillFailingGivesWayToTheBodyAroundIt() {
    let source = """
      struct Store {
        var manager: NEVPNManager
        func names() -> [String] {
          let make = { return PortUnavailable.value("NetworkExtension is not available on Linux") }
          return [make()]
        }
      }
      """
    let (text, stubs, left) = stub(
      source,
      errors: [
        (2, 16, "cannot find type 'NEVPNManager' in scope"),
        (4, 25, "generic parameter 'Value' could not be inferred"),
      ])
    #expect(left.map(\.line) == [2])
    #expect(stubs.map(\.declaration) == ["names()"])
    #expect(text.contains("func names() -> [String] {\n    return PortUnavailable.value("))
    #expect(!text.contains("let make"))
  }

  @Test
  func withoutADroppedFrameworkTheStubGivesTheCompilersReason() {
    let source = """
      func total(_ values: [Int]) -> Int {
        values.reduce(0, +).missing
      }
      """
    let (_, stubs, _) = stub(
      source, errors: [(2, 23, "value of type 'Int' has no member 'missing'")], dropped: [])
    #expect(
      stubs.map(\.message) == [
        "total(_:) does not compile on Linux: value of type 'Int' has no member 'missing'"
      ])
  }

  // Remission's Transmission client: its initializer set a configuration's
  // `waitsForConnectivity`, get-only on Linux; stubbing the whole initializer stopped every test
  // that made a client.
  @Test
  func anInitializerLosesOnlyTheStatementSettingWhatIsNotItsOwn() {
    let source = """
      final class Client {
        let session: URLSession
        init(configuration: URLSessionConfiguration) {
          configuration.waitsForConnectivity = true
          self.session = URLSession(configuration: configuration)
        }
      }
      """
    let (text, stubs, _) = stub(
      source,
      errors: [(4, 19, "cannot assign to property: 'waitsForConnectivity' is a get-only property")],
      dropped: [])
    #expect(
      stubs.map(\.declaration) == [
        "a statement of an initializer (configuration.waitsForConnectivity = true)"
      ])
    #expect(text.contains("    PortUnavailable.report(\"a statement of an initializer"))
    #expect(text.contains("    self.session = URLSession(configuration: configuration)"))

    // A held-out app's API client sets its configuration in an `else` of its initializer.
    let nested = """
      final class APIClient {
        let session: URLSession
        init(session: URLSession? = nil) {
          if let session {
            self.session = session
          } else {
            let config = URLSessionConfiguration.default
            config.waitsForConnectivity = true
            self.session = URLSession(configuration: config)
          }
        }
      }
      """
    let (nestedText, nestedStubs, _) = stub(
      nested,
      errors: [(8, 14, "cannot assign to property: 'waitsForConnectivity' is a get-only property")],
      dropped: [])
    #expect(
      nestedStubs.map(\.declaration) == [
        "a statement of an initializer (config.waitsForConnectivity = true)"
      ])
    #expect(nestedText.contains("self.session = URLSession(configuration: config)"))
  }

  // HeuresCreuses: `\.userNotificationCenter` comes from a package that declares it only where
  // UserNotifications exists.
  @Test
  func aPropertyWhoseWrapperDoesNotCompileGoesWhole() {
    let source = """
      final class Notifications {
        @Dependency(\\.continuousClock) var clock
        @Dependency(\\.userNotificationCenter) private var center
        func add() async throws {
          try await center.add(request)
        }
      }
      """
    let (text, stubs, left) = stub(
      source,
      errors: [
        (
          3, 15,
          "cannot convert value of type 'KeyPath<Root, Value>' to expected argument type 'Key.Type'"
        )
      ], dropped: [])
    #expect(left.isEmpty)
    #expect(
      stubs.map(\.message) == [
        "var center is left out: its attribute does not compile on Linux (cannot convert value of type 'KeyPath<Root, Value>' to expected argument type 'Key.Type')"
      ])
    #expect(text.contains("var clock\n  \n  func add()"))
  }

  // ios-tca-showcase: the UIApplication stand-in lacks `canOpenURL(_:)`.
  @Test
  func anExtensionWhoseConformanceFailsGoesWhole() {
    let source = """
      protocol URLOpener: AnyObject {
        func canOpenURL(_ url: URL) -> Bool
      }

      extension UIApplication: URLOpener {}

      extension UIApplication {
        var name: String { "app" }
      }
      """
    let (text, stubs, left) = stub(
      source,
      errors: [(5, 1, "type 'UIApplication' does not conform to protocol 'URLOpener'")],
      dropped: [])
    #expect(left.isEmpty)
    #expect(
      stubs.map(\.message) == [
        "extension UIApplication is left out: its conformance does not compile on Linux (type 'UIApplication' does not conform to protocol 'URLOpener')"
      ])
    #expect(!text.contains("URLOpener {}"))
    #expect(text.contains("var name: String"))
  }

  // A held-out app's tests: a dependency its closure sets is unknown here, so the compiler
  // cannot infer the `TestStore` after it; the test's stub names the first error, not the last.
  @Test
  func aStubNamesTheFirstErrorInItsBody() {
    let source = """
      func viewAppears() async {
        let store = TestStore(initialState: .init(), reducer: Feature.init) {
          $0.unknownSetting = false
        }
        await store.send(.view(.onAppear))
      }
      """
    let (_, stubs, left) = stub(
      source,
      errors: [
        (5, 21, "cannot infer contextual base in reference to member 'view'"),
        (3, 8, "value of type 'DependencyValues' has no member 'unknownSetting'"),
      ],
      dropped: [])
    #expect(left.isEmpty)
    #expect(
      stubs.map(\.message) == [
        "viewAppears() does not compile on Linux: value of type 'DependencyValues' has no member 'unknownSetting'"
      ])
  }

  // A held-out app's persistence controller: `static let shared` made in one test stopped the
  // process for every test after it; now the instance exists, its properties empty.
  @Test
  func aStructuresInitializerGivesItsStoredPropertiesEmptyValues() {
    let source = """
      struct PersistenceController {
        static let shared = PersistenceController()
        let container: NSPersistentContainer
        var name: String
        var retries = 3
        var lastError: Error?
        var isLoaded: Bool { container.isLoaded }
        @Dependency(\\.date) var date

        init(inMemory: Bool = false) {
          container = NSPersistentContainer(name: "Model")
          name = "Model"
        }

        init(url: URL) throws {
          container = try NSPersistentContainer(url: url)
          name = url.path
        }
      }
      """
    let (text, stubs, _) = stub(
      source,
      errors: [
        (11, 17, "cannot find 'NSPersistentContainer' in scope"),
        (16, 21, "cannot find 'NSPersistentContainer' in scope"),
      ], dropped: ["CoreData"])
    #expect(stubs.map(\.declaration) == ["init(inMemory:)", "init(url:)"])
    #expect(
      text.contains(
        """
        init(inMemory: Bool = false) {
            PortUnavailable.report("CoreData is not available on Linux: init(inMemory:) does without its body (cannot find 'NSPersistentContainer' in scope)"); \
        self.container = PortUnavailable.placeholder("CoreData is not available on Linux: init(inMemory:) does without its body (cannot find 'NSPersistentContainer' in scope)"); \
        self.name = PortUnavailable.placeholder(
        """))
    #expect(!text.contains("self.retries") && !text.contains("self.lastError"))
    #expect(!text.contains("self.date") && !text.contains("self.isLoaded"))
    // A `throw` ends the initializer: no stored property needs a value (a held-out app's
    // throwing client initializer, stubbed with a call, did not compile and its class went).
    #expect(text.contains("init(url: URL) throws {\n    throw PortUnavailable.error(\""))
  }

  // What a stub cannot name every property of still stops the process where it is reached.
  @Test
  func anInitializerWhosePropertiesCannotAllBeNamedStopsWhenReached() {
    let source = """
      struct Recorder {
        @ObservationStateIgnored var session: AVAudioSession
        init() {
          session = AVAudioSession.sharedInstance()
        }
      }
      """
    let (text, _, _) = stub(
      source, errors: [(4, 15, "cannot find 'AVAudioSession' in scope")], dropped: ["AVFAudio"])
    #expect(text.contains("init() {\n    PortUnavailable.never(\""))
  }
}
