/// What `tca-port`'s command line asks for.
struct PortOptions {
  var app: String
  var output: String?
  var scratchPath: String?
  var liteRoot: String
  var check = false
  var build = true
  var test = true

  /// Why the command stops before porting: the exit status, and what to print.
  struct Exit: Error {
    let status: Int32
    let message: String

    static func usageError(_ problem: String) -> Self {
      Exit(status: 64, message: "error: \(problem)\n\n\(PortCommand.usage)")
    }
  }

  /// The options `arguments` (without the program name) give, or why the command stops.
  static func parse(_ arguments: [String], liteRoot: String) -> Result<Self, Exit> {
    var app: String?
    var options = PortOptions(app: "", liteRoot: liteRoot)
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--output", "--scratch-path", "--lite-root":
        guard let value = remaining.popFirst() else {
          return .failure(.usageError("\(argument) needs a folder"))
        }
        switch argument {
        case "--output": options.output = value
        case "--scratch-path": options.scratchPath = value
        default: options.liteRoot = value
        }
      case "--check": options.check = true
      case "--no-build": options.build = false
      case "--no-test": options.test = false
      case "-h", "--help": return .failure(Exit(status: 0, message: PortCommand.usage))
      default:
        guard !argument.hasPrefix("-"), app == nil else {
          return .failure(.usageError("unexpected argument \(argument)"))
        }
        app = argument
      }
    }
    guard let app, options.check || options.output != nil else {
      return .failure(.usageError("give the app's folder, and --output or --check"))
    }
    options.app = app
    return .success(options)
  }
}
