/// What `tca-port`'s command line asks for, defaults filled in.
struct PortOptions {
  var app: String
  var output: String?
  var scratchPath: String?
  var liteRoot: String
  var check = false
  var build = true
  var test = true
}
