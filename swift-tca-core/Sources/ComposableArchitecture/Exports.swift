// What a feature file needs besides `import ComposableArchitecture`, as upstream re-exports it:
// case paths, dependencies (and `@DependencyClient`), shared state, identified arrays,
// observation, issue reporting, `LockIsolated`/`UncheckedSendable`, and `customDump`/
// `expectNoDifference`.
@_exported import CasePaths
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation
@_exported import Sharing
