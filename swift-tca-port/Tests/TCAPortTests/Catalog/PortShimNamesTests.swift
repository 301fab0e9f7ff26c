import Foundation
import PortShims
import Testing

@testable import TCAPort

/// The text of every file of `swift-stand-ins/Sources/PortShims`, its folders' included, and of
/// the module it re-exports from swift-lite-support (`DarwinTimeConstants`).
private func shimsSource() throws -> String {
  let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let folders = [
    "swift-stand-ins/Sources/PortShims", "swift-lite-support/Sources/DarwinTimeConstants",
  ].map { repository.appendingPathComponent($0) }
  return try folders.flatMap { folder in
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
    return try (files ?? []).filter { $0.hasSuffix(".swift") }.map {
      try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }
  }.joined()
}

/// What the porter knows of `PortShims` matches what the module declares.
struct PortShimNamesTests {
  @Test
  func everyNameThePorterImportsTheShimsForIsDeclaredByThem() throws {
    let source = try shimsSource()
    // URLSession and its types come from FoundationNetworking, which the shims re-export.
    #expect(source.contains("@_exported import FoundationNetworking"))
    #expect(source.contains("@_exported import DarwinTimeConstants"))
    let names = PortShimNames.viewFrameworkNames.union(PortShimNames.foundationNames)
    for name in names.subtracting(PortShimNames.networkingNames).sorted() {
      #expect(
        source.contains("struct \(name)") || source.contains("enum \(name)")
          || source.contains("class \(name)") || source.contains("let \(name)")
          || source.contains("var \(name)") || source.contains("func \(name)(")
          || source.contains("func \(name)<")
          || source.contains("init(\n      \(name) ") || source.contains("init(\n      \(name):")
          || source.contains("\(name): Formatter") || source.contains("(\(name) ")
          || source.contains("(\(name):") || source.contains("typealias \(name) ")
          || source.contains("extension \(name) {"),
        "the porter imports PortShims for \(name), which it does not declare")
    }
  }

  @Test
  func everyViewMemberThePorterKeepsIsDeclaredByTheShims() throws {
    let source = try shimsSource()
    for (type, members) in PortShimNames.viewFrameworkMembers {
      #expect(source.contains("enum \(type)"))
      for member in members.sorted() {
        #expect(
          source.contains("struct \(member)") || source.contains("func \(member)("),
          "the porter keeps \(type).\(member), which the shims do not declare")
      }
    }
  }
}
