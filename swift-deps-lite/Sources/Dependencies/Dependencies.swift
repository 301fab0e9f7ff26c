// swift-deps-lite: DependencyValues, @Dependency and withDependencies arrive with their issue.
