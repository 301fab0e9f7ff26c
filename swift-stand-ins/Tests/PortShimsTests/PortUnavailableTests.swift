import Foundation
import PortShims
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a ported body that does not compile on Linux does instead: it reports why, and gives an
/// empty value or throws, so that a test reaching it fails with the reason and nothing crashes.
struct PortUnavailableTests {
  @Test
  func aStubbedBodyReportsWhyAndReturnsTheEmptyValue() {
    withKnownIssue {
      let names: [String] = PortUnavailable.value("Contacts is not available on Linux")
      let count: Int = PortUnavailable.value("Contacts is not available on Linux")
      let contact: String? = PortUnavailable.value("Contacts is not available on Linux")
      let granted: Bool = PortUnavailable.value("Contacts is not available on Linux")
      let byID: [UUID: String] = PortUnavailable.value("Contacts is not available on Linux")
      let ids: Set<Int> = PortUnavailable.value("Contacts is not available on Linux")
      let nothing: Void = PortUnavailable.value("Contacts is not available on Linux")
      #expect(names.isEmpty && count == 0 && contact == nil && !granted)
      #expect(byID.isEmpty && ids.isEmpty && nothing == ())
    } matching: { issue in
      issue.description.contains("Contacts is not available on Linux")
    }
  }

  @Test
  func aStubbedThrowingBodyReportsAndThrowsTheReason() {
    withKnownIssue {
      let error = #expect(throws: PortUnavailable.Error.self) {
        let _: Int = try PortUnavailable.throwing("Security is not available on Linux")
      }
      #expect(error?.description == "Security is not available on Linux")
    } matching: { issue in
      issue.description.contains("Security is not available on Linux")
    }
  }

  @Test
  func aStubbedProcedureReportsWhy() {
    withKnownIssue {
      PortUnavailable.report("Photos is not available on Linux")
    } matching: { issue in
      issue.description.contains("Photos is not available on Linux")
    }
  }

  // A held-out app's persistence controller: its initializer, on Core Data, is stubbed, and its
  // stored container is a synthesized stand-in; the instance is made, the issue reported once.
  @Test
  func aStubbedInitializerGivesItsStoredPropertiesEmptyValues() {
    struct NSPersistentContainer: PortStandIn {}
    struct Controller {
      let container: NSPersistentContainer
      let name: String
      var retries: Int
      init(inMemory: Bool) {
        PortUnavailable.report("CoreData is not available on Linux")
        self.container = PortUnavailable.placeholder("CoreData is not available on Linux")
        self.name = PortUnavailable.placeholder("CoreData is not available on Linux")
        self.retries = PortUnavailable.placeholder("CoreData is not available on Linux")
      }
    }
    withKnownIssue {
      let controller = Controller(inMemory: true)
      #expect(controller.name.isEmpty && controller.retries == 0)
    } matching: { issue in
      issue.description.contains("CoreData is not available on Linux")
    }
  }

  // A held-out app's API client keeps its session and decoder: its stubbed initializer stopped
  // the process, as neither has an empty value by a protocol.
  @Test
  func foundationsClientValuesHavePlaceholders() {
    let session: URLSession = PortUnavailable.placeholder("Security is not available on Linux")
    let decoder: JSONDecoder = PortUnavailable.placeholder("Security is not available on Linux")
    let url: URL = PortUnavailable.placeholder("Security is not available on Linux")
    let calendar: Calendar = PortUnavailable.placeholder("Security is not available on Linux")
    #expect(session !== URLSession.shared)
    #expect(url.isFileURL && calendar.identifier == .gregorian)
    #expect((try? decoder.decode(Int.self, from: Data("7".utf8))) == 7)
  }

  // What tca-port gives a closure property of a stubbed initializer: called, it reports why.
  @Test
  func aClosurePropertysPlaceholderReportsWhenCalled() async {
    let send: @Sendable (URLRequest, Bool) async throws -> Data = { _, _ in
      PortUnavailable.value("Security is not available on Linux")
    }
    let request = URLRequest(url: URL(fileURLWithPath: "/dev/null"))
    await withKnownIssue {
      let data = try? await send(request, true)
      #expect(data?.isEmpty == true)
    } matching: { issue in
      issue.description.contains("Security is not available on Linux")
    }
  }

  // A held-out app's settings keep an accent colour: their stubbed initializer stopped the
  // process while Swift Testing listed the tests, and none of the module's ran.
  @Test
  func theStandInsValuesHavePlaceholders() {
    let accent: Color = PortUnavailable.placeholder("PlusNightMode is not available on Linux")
    let avatar: UIImage = PortUnavailable.placeholder("PlusNightMode is not available on Linux")
    let title: LocalizedStringKey = PortUnavailable.placeholder("Nothing is on Linux")
    #expect(accent == .clear && avatar == UIImage() && title == LocalizedStringKey(""))
  }

  // A held-out app's client made its crypto in a throwing initializer: the stub throws, so the
  // class's stored properties need no value, and the class builds.
  @Test
  func aThrowingInitializersStubThrowsWithoutSettingItsProperties() {
    final class Client {
      let key: [UInt8]
      init() throws {
        throw PortUnavailable.error("Security is not available on Linux")
      }
    }
    withKnownIssue {
      let error = #expect(throws: PortUnavailable.Error.self) { try Client() }
      #expect(error?.message == "Security is not available on Linux")
    } matching: { issue in
      issue.description.contains("Security is not available on Linux")
    }
  }
}
