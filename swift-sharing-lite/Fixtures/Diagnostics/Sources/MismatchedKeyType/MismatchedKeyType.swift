import Sharing

extension SharedReaderKey where Self == InMemoryKey<[String]> {
  static var names: Self { inMemory("names") }
}

func useTheWrongType() {
  @Shared(.names) var names = Set<String>()
  _ = names
}
