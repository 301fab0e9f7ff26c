import MacroExpansionTesting
import Testing

@Suite struct DependencyClientExpansionTests {
  @Test func endpointsGetUnimplementedDefaultsAndLabelledMethods() {
    assertExpansion(
      """
      @DependencyClient
      public struct Client {
        public var fetch: @Sendable (_ id: Int) async throws -> String
        var count: @Sendable () -> Int = { 0 }
        var log: (String) -> Void
      }
      """,
      expandedSource: """
        public struct Client {
          @DependenciesMacros.DependencyEndpoint
          public var fetch: @Sendable (_ id: Int) async throws -> String
          @DependenciesMacros.DependencyEndpoint
          var count: @Sendable () -> Int = { 0 }
          @DependenciesMacros.DependencyEndpoint
          var log: (String) -> Void

          public init(
            fetch: @escaping @Sendable (_ id: Int) async throws -> String = { _ in
              IssueReporting.reportIssue("Unimplemented: 'Client.fetch'")
              throw DependenciesMacros.Unimplemented("Client.fetch")
            },
            count: @escaping @Sendable () -> Int = {
              IssueReporting.reportIssue("Unimplemented: 'Client.count'")
              let placeholder: @Sendable () -> Int = {
                0
              }
              return placeholder()
            },
            log: @escaping (String) -> Void = { _ in
              IssueReporting.reportIssue("Unimplemented: 'Client.log'")
            }
          ) {
            self.fetch = fetch
            self.count = count
            self.log = log
          }
        }
        """
    )
  }

  @Test func aNonThrowingEndpointWithAResultNeedsADefault() {
    assertExpansion(
      """
      @DependencyClient
      struct Client {
        var count: @Sendable (Int) -> Int
      }
      """,
      expandedSource: """
        struct Client {
          @DependenciesMacros.DependencyEndpoint
          var count: @Sendable (Int) -> Int
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "Default value required for non-throwing closure 'count'",
          line: 3,
          column: 7,
          fixIts: [FixItSpec(message: "Insert '= { _ in <#Int#> }'")]
        )
      ],
      applyFixIts: ["Insert '= { _ in <#Int#> }'"],
      fixedSource: """
        @DependencyClient
        struct Client {
          var count: @Sendable (Int) -> Int = { _ in <#Int#> }
        }
        """
    )
  }

  // Held-out apps' clients declare `let` closures: upstream's macro makes no endpoint of a
  // `let` (a plain parameter), and a client with no endpoint keeps Swift's memberwise
  // initializer.
  @Test func aLetClosureIsAPlainParameterAndNoEndpointMeansNoInitializer() {
    assertExpansion(
      """
      @DependencyClient
      struct AppClient {
        let deviceID: @Sendable () async -> String
      }
      """,
      expandedSource: """
        struct AppClient {
          let deviceID: @Sendable () async -> String
        }
        """
    )
    assertExpansion(
      """
      @DependencyClient
      struct Client {
        var fetch: @Sendable () async throws -> Int
        let name: @Sendable () -> String
      }
      """,
      expandedSource: """
        struct Client {
          @DependenciesMacros.DependencyEndpoint
          var fetch: @Sendable () async throws -> Int
          let name: @Sendable () -> String

          init(
            fetch: @escaping @Sendable () async throws -> Int = {
              IssueReporting.reportIssue("Unimplemented: 'Client.fetch'")
              throw DependenciesMacros.Unimplemented("Client.fetch")
            },
            name: @escaping @Sendable () -> String
          ) {
            self.fetch = fetch
            self.name = name
          }
        }
        """
    )
  }

  @Test func methodNamesAnEndpointAndIgnoredClosuresAreLeftAlone() {
    assertExpansion(
      """
      @DependencyClient
      struct Client {
        @DependencyEndpoint(method: "search")
        var searchEndpoint: @Sendable (String) async -> [String] = { _ in [] }
        @DependencyIgnored
        var now: @Sendable () -> Double = { 0 }
      }
      """,
      expandedSource: """
        struct Client {
          var searchEndpoint: @Sendable (String) async -> [String] {
            @storageRestrictions(initializes: _searchEndpoint)
            init(initialValue) {
              _searchEndpoint = initialValue
            }
            get {
              _searchEndpoint
            }
            set {
              _searchEndpoint = newValue
            }
          }

          private var _searchEndpoint: @Sendable (String) async -> [String]

          func search(_ p0: String) async -> [String] {
            await self.searchEndpoint(p0)
          }
          var now: @Sendable () -> Double = { 0 }

          init(
            searchEndpoint: @escaping @Sendable (String) async -> [String] = { p0 in
              IssueReporting.reportIssue("Unimplemented: 'Client.searchEndpoint'")
              let placeholder: @Sendable (String) async -> [String] = { _ in
                []
              }
              return await placeholder(p0)
            },
            now: @escaping @Sendable () -> Double = {
              0
            }
          ) {
            self.searchEndpoint = searchEndpoint
            self.now = now
          }
        }
        """
    )
  }

  // Darrarski.app's API endpoints: a struct of one `@DependencyEndpoint` closure, no client;
  // a non-throwing endpoint with a result needs a value there too.
  @Test func aStandaloneEndpointIsStoredUnimplementedAsUpstreamsIs() {
    assertExpansion(
      """
      public struct GetStatuses: Sendable {
        @DependencyEndpoint
        public var send: @Sendable (_ accountID: String) async throws -> [String]
      }

      struct Counter {
        @DependencyEndpoint
        var count: () -> Int
      }
      """,
      expandedSource: """
        public struct GetStatuses: Sendable {
          public var send: @Sendable (_ accountID: String) async throws -> [String] {
            @storageRestrictions(initializes: _send)
            init(initialValue) {
              _send = initialValue
            }
            get {
              _send
            }
            set {
              _send = newValue
            }
          }

          private var _send: @Sendable (_ accountID: String) async throws -> [String] = { _ in
            IssueReporting.reportIssue("Unimplemented: 'GetStatuses.send'")
            throw DependenciesMacros.Unimplemented("GetStatuses.send")
          }

          public func send(accountID p0: String) async throws -> [String] {
            try await self.send(p0)
          }
        }

        struct Counter {
          var count: () -> Int {
            @storageRestrictions(initializes: _count)
            init(initialValue) {
              _count = initialValue
            }
            get {
              _count
            }
            set {
              _count = newValue
            }
          }

          private var _count: () -> Int
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "Default value required for non-throwing closure 'count'", line: 8, column: 7,
          fixIts: [FixItSpec(message: "Insert '= { <#Int#> }'")])
      ]
    )
  }

  // The client's initializer reports the missing value; its endpoint does not report it again.
  @Test func aClientsEndpointWithNoPossibleUnimplementedValueIsReportedOnce() {
    assertExpansion(
      """
      @DependencyClient
      struct Client {
        @DependencyEndpoint
        var count: () -> Int
      }
      """,
      expandedSource: """
        struct Client {
          var count: () -> Int {
            @storageRestrictions(initializes: _count)
            init(initialValue) {
              _count = initialValue
            }
            get {
              _count
            }
            set {
              _count = newValue
            }
          }

          private var _count: () -> Int
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "Default value required for non-throwing closure 'count'", line: 4, column: 7,
          fixIts: [FixItSpec(message: "Insert '= { <#Int#> }'")])
      ]
    )
  }

  @Test func misuseIsAnError() {
    assertExpansion(
      """
      @DependencyClient
      enum Client {}

      struct Other {
        @DependencyEndpoint
        var count: Int
      }
      """,
      expandedSource: """
        enum Client {}

        struct Other {
          var count: Int
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@DependencyClient' can only be applied to struct types", line: 1, column: 1),
        DiagnosticSpec(
          message: """
            '@DependencyEndpoint' must be attached to a closure property, like \
            'var fetch: @Sendable (Int) async throws -> String'
            """,
          line: 5,
          column: 3
        ),
      ]
    )
  }

  // A held-out app's calculator client runs its endpoints on the main actor: the method calling
  // the closure is isolated to it too.
  @Test func anEndpointOnAGlobalActorGetsAMethodOnIt() {
    assertExpansion(
      """
      struct Client {
        @DependencyEndpoint
        var calculate: @MainActor @Sendable (_ portfolio: Int?) -> String = { _ in "" }
      }
      """,
      expandedSource: """
        struct Client {
          var calculate: @MainActor @Sendable (_ portfolio: Int?) -> String {
            @storageRestrictions(initializes: _calculate)
            init(initialValue) {
              _calculate = initialValue
            }
            get {
              _calculate
            }
            set {
              _calculate = newValue
            }
          }

          private var _calculate: @MainActor @Sendable (_ portfolio: Int?) -> String

          @MainActor func calculate(portfolio p0: Int?) -> String {
            self.calculate(p0)
          }
        }
        """
    )
  }

  @Test func anEndpointWithLabelsGetsALabelledMethod() {
    assertExpansion(
      """
      struct Client {
        @DependencyEndpoint
        public var fetch: @Sendable (_ id: Int, _ force: Bool) async throws -> String
        @DependencyEndpoint
        var log: (String) -> Void
      }
      """,
      expandedSource: """
        struct Client {
          public var fetch: @Sendable (_ id: Int, _ force: Bool) async throws -> String {
            @storageRestrictions(initializes: _fetch)
            init(initialValue) {
              _fetch = initialValue
            }
            get {
              _fetch
            }
            set {
              _fetch = newValue
            }
          }

          private var _fetch: @Sendable (_ id: Int, _ force: Bool) async throws -> String = { _, _ in
            IssueReporting.reportIssue("Unimplemented: 'Client.fetch'")
            throw DependenciesMacros.Unimplemented("Client.fetch")
          }

          public func fetch(id p0: Int, force p1: Bool) async throws -> String {
            try await self.fetch(p0, p1)
          }
          var log: (String) -> Void {
            @storageRestrictions(initializes: _log)
            init(initialValue) {
              _log = initialValue
            }
            get {
              _log
            }
            set {
              _log = newValue
            }
          }

          private var _log: (String) -> Void = { _ in
            IssueReporting.reportIssue("Unimplemented: 'Client.log'")
          }
        }
        """
    )
  }

  @Test func upstreamsEndpointIgnoredNameLeavesAClosureAlone() {
    assertExpansion(
      """
      @DependencyClient
      struct Client {
        @DependencyEndpointIgnored
        var now: @Sendable () -> Double = { 0 }
      }
      """,
      expandedSource: """
        struct Client {
          var now: @Sendable () -> Double = { 0 }
        }
        """
    )
  }
}
