import MacroExpansionTesting
import Testing

@Suite struct DependencyEntryExpansionTests {
  @Test func anInitialValueIsTheTestValueAndTheArgumentsTheLiveAndPreviewValues() {
    assertExpansion(
      """
      extension DependencyValues {
        @DependencyEntry(liveValue: Client.live, previewValue: Client.preview)
        var client = Client.test
      }
      """,
      expandedSource: """
        extension DependencyValues {
          var client {
            get {
              self[__Key_client.self]
            }
            set {
              self[__Key_client.self] = newValue
            }
          }

          private nonisolated enum __Key_client: Dependencies.DependencyKey {
            static let testValue = Client.test
            static var liveValue: Value {
              Client.live
            }
            static var previewValue: Value {
              Client.preview
            }
          }
        }
        """)
  }

  @Test func aPublicEntrysKeyIsPublicAndNamedAfterItsTypeOrTheNameGiven() {
    assertExpansion(
      """
      extension DependencyValues {
        @DependencyEntry public var apiClient: any APIClient = MockAPIClient()
        @DependencyEntry("SearchKey", liveValue: LiveSearch()) public var search: any Search = NoSearch()
      }
      """,
      expandedSource: """
        extension DependencyValues {
          public var apiClient: any APIClient {
            get {
              self[APIClientKey.self]
            }
            set {
              self[APIClientKey.self] = newValue
            }
          }

          public nonisolated enum APIClientKey: Dependencies.TestDependencyKey {
            public typealias Value = any APIClient
            public static var testValue: Value {
              MockAPIClient()
            }
          }
          public var search: any Search {
            get {
              self[SearchKey.self]
            }
            set {
              self[SearchKey.self] = newValue
            }
          }

          public nonisolated enum SearchKey: Dependencies.DependencyKey {
            public typealias Value = any Search
            public static var liveValue: Value {
              LiveSearch()
            }
            public static var testValue: Value {
              NoSearch()
            }
          }
        }
        """)
  }

  @Test func anEntryWithNoValueIsAnErrorSayingWhatToAdd() {
    assertExpansion(
      """
      extension DependencyValues {
        @DependencyEntry var client: Client
      }
      """,
      expandedSource: """
        extension DependencyValues {
          var client: Client {
            get {
              self[__Key_client.self]
            }
            set {
              self[__Key_client.self] = newValue
            }
          }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@DependencyEntry' requires an initializer to define the property's test value, or a \
            'liveValue' argument to fall back on
            """,
          line: 2, column: 3)
      ])
  }
}
