import CasePathsCore
import Dependencies

// `Comparison/` compiles the fixtures into the same module as this file.
#if canImport(LibraryFixtures)
  import LibraryFixtures
#endif

// Hot paths of the case-path and dependency libraries. This file and the fixtures it uses
// (`Fixtures/LibraryFixtures`) are compiled both here and, unchanged, against upstream
// swift-case-paths and swift-dependencies in `Comparison/`, so the two builds run the same code.

/// Case-path extraction and embedding through three levels, and a `@Dependency` read.
let libraryHotPaths = [
  HotPath(
    name: "casepath-extract", target: "≤ 5× a hand-written `if case`",
    baseline: "casepath-extract-baseline"
  ) { iterations in
    let path = AnyCasePath(\ParentAction.Cases.child.response.success)
    let action = ParentAction.child(.response(.success(42)))
    for _ in 0..<iterations { consume(path.extract(from: opaque(action))) }
  },
  HotPath(name: "casepath-embed") { iterations in
    let path = AnyCasePath(\ParentAction.Cases.child.response.success)
    for iteration in 0..<iterations { consume(path.embed(iteration)) }
  },
  HotPath(name: "casepath-extract-baseline") { iterations in
    let action = ParentAction.child(.response(.success(42)))
    for _ in 0..<iterations { consume(extractByHand(opaque(action))) }
  },
  HotPath(name: "dependency-read") { iterations in
    let feature = Feature()
    for _ in 0..<iterations { consume(feature.client.value) }
  },
]
