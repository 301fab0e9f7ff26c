import Foundation

struct Entry: Codable, Equatable, Identifiable, Sendable {
  let id: UUID
  var date: Date
  var text = ""

  var title: String {
    let firstLine = text.split(separator: "\n").first.map(String.init) ?? ""
    return firstLine.isEmpty ? "New entry" : firstLine
  }
}
