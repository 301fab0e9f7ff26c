import Foundation
import Testing

@testable import TCAPort

/// A file that is not all UTF-8 is ported, not the end of the port.
struct FileEncodingTests {
  // A comment saved in Latin-1 (`// Café`) stopped a port: "cannot read … as UTF-8 text".
  @Test
  func aByteThatIsNotUTF8BecomesTheReplacementCharacter() throws {
    let unit = AppUnit(name: "Menu", kind: .library, files: ["Menu/Item.swift"])
    let units = try LayoutTests().withApp(["Menu/Item.swift": ""]) { app in
      var bytes = Data("// Caf".utf8)
      bytes.append(0xE9)
      bytes.append(contentsOf: Data("\nstruct Item: Equatable { var name: String }\n".utf8))
      try bytes.write(to: app.appendingPathComponent("Menu/Item.swift"))
      return try Porter.port(
        app: app, layout: AppLayout(units: [unit], skipped: [:], languageMode: 6))
    }
    let text = units[0].files[0].ported.text
    #expect(text.hasPrefix("// Caf\u{FFFD}\n"))
    #expect(text.contains("struct Item: Equatable { var name: String }"))
  }
}
