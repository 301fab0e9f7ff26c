import Foundation

// BuildInfoTool <release.txt> <BuildInfo.swift>
let arguments = CommandLine.arguments
let release = try String(contentsOfFile: arguments[1], encoding: .utf8)
  .trimmingCharacters(in: .whitespacesAndNewlines)
let source = """
  enum BuildInfo {
    static let version = "\(release)"
  }

  """
try source.write(toFile: arguments[2], atomically: true, encoding: .utf8)
