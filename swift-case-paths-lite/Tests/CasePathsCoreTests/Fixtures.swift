import CasePathsCore

/// An enum whose case paths are written by hand, the way a library type without the macro
/// supplies them.
enum Event: Equatable, CasePathable {
  case tap
  case load(Int)
  case child(Child)

  enum Child: Equatable, CasePathable {
    case ping
    case value(String)

    struct AllCasePaths {
      var ping: AnyCasePath<Child, Void> {
        AnyCasePath(embed: { .ping }, extract: { if case .ping = $0 { () } else { nil } })
      }
      var value: AnyCasePath<Child, String> {
        AnyCasePath(
          embed: { .value($0) }, extract: { if case let .value(v) = $0 { v } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  struct AllCasePaths {
    var tap: AnyCasePath<Event, Void> {
      AnyCasePath(embed: { .tap }, extract: { if case .tap = $0 { () } else { nil } })
    }
    var load: AnyCasePath<Event, Int> {
      AnyCasePath(embed: { .load($0) }, extract: { if case let .load(v) = $0 { v } else { nil } })
    }
    var child: AnyCasePath<Event, Child> {
      AnyCasePath(embed: { .child($0) }, extract: { if case let .child(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

struct Failure: Error, Equatable {
  var code: Int
}
