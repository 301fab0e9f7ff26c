import Foundation

/// The objects of a `project.pbxproj` (an old-style property list: every object by its id), with
/// the lookups an Xcode project's reading needs: an object's fields, and where a file or group
/// is on disk.
struct ProjectObjects {
  /// The project object's id.
  let rootID: String
  private let objects: [String: [String: Any]]
  /// The group holding each file or group, by the child's id.
  private let parents: [String: String]
  /// The folder the project's paths start from, relative to the app folder (`""`, `App`).
  let projectFolder: String

  /// The objects of the project text `text`, whose `.xcodeproj` is in `projectFolder` (relative
  /// to the app folder); nil when the text is not a property list of objects.
  init?(text: String, projectFolder: String) {
    guard
      let plist = try? PropertyListSerialization.propertyList(
        from: Data(text.utf8), format: nil) as? [String: Any],
      let objects = plist["objects"] as? [String: [String: Any]],
      let rootID = plist["rootObject"] as? String
    else { return nil }
    self.objects = objects
    self.rootID = rootID
    self.projectFolder = projectFolder
    var parents: [String: String] = [:]
    for (id, object) in objects {
      for child in object["children"] as? [String] ?? [] { parents[child] = id }
    }
    self.parents = parents
  }

  /// The object `id`'s fields (empty for an id the project does not hold).
  subscript(id: String) -> [String: Any] { objects[id] ?? [:] }

  /// The string field `key` of object `id`.
  func string(_ key: String, of id: String) -> String? { self[id][key] as? String }

  /// The ids in list field `key` of object `id`.
  func ids(_ key: String, of id: String) -> [String] { self[id][key] as? [String] ?? [] }

  /// The ids of every object of class `isa`.
  func ids(isa: String) -> [String] {
    objects.filter { $0.value["isa"] as? String == isa }.map(\.key).sorted()
  }

  /// Where file or group `id` is, relative to the app folder; nil when it is outside the
  /// project's tree (the SDK, built products).
  func path(of id: String) -> String? {
    let own = string("path", of: id)
    let base: String?
    switch string("sourceTree", of: id) ?? "<group>" {
    case "<group>":
      base = parents[id].map { path(of: $0) } ?? projectFolder
    case "SOURCE_ROOT":
      base = projectFolder
    case "<absolute>":
      return own
    default:
      return nil
    }
    guard let base else { return nil }
    return Self.join(base, own ?? "")
  }

  /// `path` under `base`, with `.` and `..` taken away: `App/../Shared` is `Shared`.
  static func join(_ base: String, _ path: String) -> String {
    var parts: [Substring] = []
    for part in (base + "/" + path).split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  /// The build setting `key` of the first configuration of the configuration list of `id` (a
  /// target or the project).
  func buildSetting(_ key: String, of id: String) -> String? {
    guard let list = string("buildConfigurationList", of: id) else { return nil }
    let configurations = ids("buildConfigurations", of: list)
    let preferred = configurations.first { string("name", of: $0) == "Debug" }
    for configuration in [preferred].compactMap({ $0 }) + configurations {
      if let value = (self[configuration]["buildSettings"] as? [String: Any])?[key] as? String {
        return value
      }
    }
    return nil
  }
}
