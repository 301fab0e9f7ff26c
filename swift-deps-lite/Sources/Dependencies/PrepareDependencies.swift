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
  // The values are prepared for the context in effect (a `withDependencies` scope may have set
  // one). Only what was read before the closure counts as already read: changing a member
  // (`$0.date.now = …`) reads the dependency inside the closure first.
  let current = DependencyValues._current
  let context = current.resolvedContext
  let readBefore = DefaultValues.shared.createdKeys(in: context, of: current)
  var values = current.withoutOverrides
  let result = try DependencyValues.$isUpdating.withValue(true) { try updateValues(&values) }
  DefaultValues.shared.prepare(
    values.overriddenValues, context: context, in: current, readBefore: readBefore)
  return result
}
