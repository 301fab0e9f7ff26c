import Foundation

/// An app's Xcode project: the Swift files it compiles and its Swift language mode.
///
/// A folder can hold files no target compiles (old versions, drafts). With classic groups the
/// project names each file it compiles, so a file it does not name is left out; a project of
/// synchronized folders (Xcode 16) compiles every file in them, and names none.
struct XcodeProject {
  /// The project's file name: `SyncUps.xcodeproj`.
  var name: String
  private var text: String

  /// The project in `app`, if it has one.
  init?(app: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: app.path)) ?? []
    guard let name = names.sorted().first(where: { $0.hasSuffix(".xcodeproj") }),
      let text = try? String(
        contentsOf: app.appendingPathComponent("\(name)/project.pbxproj"), encoding: .utf8)
    else { return nil }
    self.name = name
    self.text = text
  }

  /// Whether the project compiles `file`: it names it (by its file name, as groups do), or its
  /// folders are synchronized.
  func lists(_ file: String) -> Bool {
    if text.contains("PBXFileSystemSynchronizedRootGroup") { return true }
    let fileName = file.split(separator: "/").last.map(String.init) ?? file
    return text.contains("path = \(fileName);") || text.contains("path = \"\(fileName)\";")
      || text.contains("/* \(fileName) */")
  }

  /// 6 when a target builds in Swift 6 mode, else 5.
  var languageMode: Int { text.contains("SWIFT_VERSION = 6") ? 6 : 5 }
}
