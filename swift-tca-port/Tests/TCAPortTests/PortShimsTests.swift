import Foundation
import PortShims
import Testing

@testable import TCAPort

/// The stand-ins a ported file gets by importing `PortShims`, on Linux.
struct PortShimsTests {
  @Test
  func everyNameThePorterImportsTheShimsForIsDeclaredByThem() throws {
    let source = try String(
      contentsOf: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/PortShims/PortShims.swift"),
      encoding: .utf8)
    // URLSession and its types come from FoundationNetworking, which the shims re-export.
    let networking: Set = ["URLSession", "URLRequest", "URLResponse", "HTTPURLResponse"]
    #expect(source.contains("@_exported import FoundationNetworking"))
    let names = PortShimNames.viewFrameworkNames.union(PortShimNames.foundationNames)
    for name in names.subtracting(networking).sorted() {
      #expect(
        source.contains("struct \(name)") || source.contains("enum \(name)")
          || source.contains("class \(name)") || source.contains("let \(name)")
          || source.contains("var \(name)") || source.contains("func \(name)("),
        "the porter imports PortShims for \(name), which it does not declare")
    }
  }

  @Test
  func viewValuesAreValuesWithTheirNames() {
    #expect(Color.red.opacity(0.5).description == "red.opacity(0.5)")
    #expect(Color(red: 1, green: 0, blue: 0).description == "rgba(1.0, 0.0, 0.0, 1.0)")
    let key: LocalizedStringKey = "title"
    #expect(key.key == "title")
    #expect(EditMode.active.isEditing && !EditMode.inactive.isEditing)
    #expect(Image(systemName: "star").name == "star")
  }

  @Test
  func foundationStandInsBehaveAsAppleFoundationOnAnIdleDevice() {
    #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000)
    #expect(USEC_PER_SEC == 1_000_000)
    #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled)
    #expect(!URL.documentsDirectory.path.isEmpty)
    // On Linux, FoundationNetworking's, through the shims' re-export.
    let request = URLRequest(url: URL(string: "https://example.com")!)
    #expect(request.url?.host == "example.com")
    let store = NSUbiquitousKeyValueStore()
    store.set("on", forKey: "mode")
    #expect(store.string(forKey: "mode") == "on")
    store.removeObject(forKey: "mode")
    #expect(store.string(forKey: "mode") == nil)
  }
}
