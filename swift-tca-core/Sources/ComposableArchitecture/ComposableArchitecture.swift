// swift-tca-core: Reducer, Effect, Store and navigation arrive with their issue.
