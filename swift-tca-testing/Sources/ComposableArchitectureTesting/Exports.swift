@_exported import ComposableArchitecture
// Dependency traits (`@Test(.dependency(\.uuid, .incrementing))`), and a fresh cache of
// dependency test values for every XCTest test.
@_exported import DependenciesTestSupport
