import Foundation
import Testing

@testable import TCAPort

/// A package whose target's folder is named in another case builds on macOS, whose file system
/// ignores case, and not on Linux: the port renames the folder of its copy.
struct FolderCaseTests {
  // A held-out app's networking package declares a target `FunNet` in `Sources/funnet`.
  @Test
  func aTargetsFolderInAnotherCaseIsFoundForWhatSwiftPMExpects() throws {
    let text = """
      error: 'funnet': Source files for target FunNet should be located under 'Sources/FunNet', \
      or a custom sources path can be set with the 'path' property in Package.swift
      error: 'other': Source files for target Gone should be located under 'Sources/Gone'
      """
    let misnamed = PackageBuilder.foldersInAnotherCase(in: text)
    #expect(misnamed.map(\.identity) == ["funnet", "other"])
    #expect(misnamed.map(\.expected) == ["Sources/FunNet", "Sources/Gone"])

    let package = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-case-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    for folder in ["Sources/funnet", "Sources/FunNetCore"] {
      try FileManager.default.createDirectory(
        at: package.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    #expect(PackageBuilder.folder(package, naming: "Sources/FunNet") == "Sources/funnet")
    #expect(PackageBuilder.folder(package, naming: "Sources/FunNetCore") == nil)
    #expect(PackageBuilder.folder(package, naming: "Sources/Gone") == nil)
  }
}
