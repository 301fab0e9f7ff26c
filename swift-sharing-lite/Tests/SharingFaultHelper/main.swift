import Foundation
import Sharing

// A second process for the file-storage fault tests: writes a `Payload` through
// `.fileStorage(url)` again and again, saving each one, and prints "wrote <n>" after each.
//
//   SharingFaultHelper <file> <writes> <tag> <padding bytes>

/// What the helper writes: which writer, which write, and padding so a write takes a while.
struct Payload: Codable, Sendable, Equatable {
  var tag: String
  var number: Int
  var padding: String
}

let arguments = CommandLine.arguments
guard arguments.count == 5, let writes = Int(arguments[2]), let size = Int(arguments[4]) else {
  FileHandle.standardError.write(
    Data("usage: SharingFaultHelper <file> <writes> <tag> <padding>\n".utf8))
  exit(2)
}
let url = URL(fileURLWithPath: arguments[1])
let tag = arguments[3]
let padding = String(repeating: "x", count: size)
let payload = Shared(
  wrappedValue: Payload(tag: tag, number: -1, padding: padding), .fileStorage(url))
for number in 0..<writes {
  payload.withLock { $0 = Payload(tag: tag, number: number, padding: padding) }
  do {
    try await payload.save()
  } catch {
    FileHandle.standardError.write(Data("error \(error)\n".utf8))
    exit(1)
  }
  FileHandle.standardOutput.write(Data("wrote \(number)\n".utf8))
}
