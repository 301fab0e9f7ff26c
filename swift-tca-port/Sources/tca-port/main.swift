import Foundation
import TCAPort

// The TCA Lite packages are this package's siblings: Sources/tca-port/main.swift is three
// folders below them.
let liteRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path
let status = PortCommand.main(Array(CommandLine.arguments.dropFirst()), liteRoot: liteRoot) {
  print($0)
}
exit(status)
