import Sharing

// A shared value set directly, in synchronous or asynchronous code: deprecated, as swift-sharing
// 2.8 deprecates it, with its message; built with warnings as errors, so the deprecation is the
// failure this target checks.
func mutateDirectly() async {
  @Shared(.inMemory("count")) var count = 0
  count += 1
}
