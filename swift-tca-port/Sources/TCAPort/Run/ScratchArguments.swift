/// SwiftPM's arguments for building in a given build folder (`--scratch-path`).
enum ScratchArguments {
  /// The arguments for `scratchPath`; none for the package's own `.build` (nil).
  ///
  /// A folder that other packages build in too plans every build afresh (SwiftPM keeps one
  /// cached build plan per folder and reuses it whatever the root package) and never colours
  /// diagnostics (SwiftPM adds `-color-diagnostics` to every compile when its output is a
  /// terminal, and a changed command line rebuilds the module for the next build that differs).
  static func forFolder(_ scratchPath: String?) -> [String] {
    scratchPath.map {
      ["--scratch-path", $0, "--disable-build-manifest-caching", "--no-color-diagnostics"]
    } ?? []
  }
}
