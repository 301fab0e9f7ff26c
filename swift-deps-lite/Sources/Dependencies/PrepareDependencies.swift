/// Sets the default values of dependencies for the whole app (or, in a test, for the rest of the
/// test), at its entry point, before any feature reads them.
///
/// ```swift
/// @main
/// struct MyApp {
///   static func main() async {
///     prepareDependencies {
///       $0.defaultDatabase = try! DatabaseQueue(path: "db.sqlite")
///     }
///     await App().run()
///   }
/// }
/// ```
///
/// Unlike `withDependencies`, the values are not scoped to an operation: every later read, from
/// any task, sees them. Preparing a dependency that was already read is a reported issue, since
/// what read it kept the old value. Returns what `updateValues` returns.
public func prepareDependencies<Result>(
  _ updateValues: (inout DependencyValues) throws -> Result
) rethrows -> Result {
  var values = DependencyValues()
  values.isOverriding = true
  let result = try updateValues(&values)
  DefaultValues.shared.prepare(values.overriddenValues, context: values.resolvedContext)
  return result
}
