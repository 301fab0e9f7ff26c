import Foundation

/// The Swift files an Xcode project lists. A folder can hold files no target compiles (old
/// versions, drafts); with classic groups the project names each file it compiles, so a file it
/// does not name is left out. A project of synchronized folders (Xcode 16) compiles every file
/// in them, and lists none.
struct XcodeProject {
  /// The project's file name: `SyncUps.xcodeproj`.
  var name: String
  private var text: String

  /// The project in `app`, if it has one with classic groups.
  init?(app: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: app.path)) ?? []
    guard let name = names.sorted().first(where: { $0.hasSuffix(".xcodeproj") }),
      let text = try? String(
        contentsOf: app.appendingPathComponent("\(name)/project.pbxproj"), encoding: .utf8),
      !text.contains("PBXFileSystemSynchronizedRootGroup")
    else { return nil }
    self.name = name
    self.text = text
  }

  /// Whether the project names `file` (by its file name, as groups do).
  func lists(_ file: String) -> Bool {
    let fileName = file.split(separator: "/").last.map(String.init) ?? file
    return text.contains("path = \(fileName);") || text.contains("path = \"\(fileName)\";")
      || text.contains("/* \(fileName) */")
  }
}
