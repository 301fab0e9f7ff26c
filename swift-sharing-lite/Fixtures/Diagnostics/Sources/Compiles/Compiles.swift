import Sharing

extension SharedReaderKey where Self == InMemoryKey<[String]> {
  static var names: Self { inMemory("names") }
}

func mutateFromAsync() async {
  @Shared(.inMemory("count")) var count = 0
  $count.withLock { $0 += 1 }
}

func readAReader() -> Bool {
  @SharedReader(.inMemory("isOn")) var isOn = false
  return isOn
}

func useATypeSafeKey() {
  @Shared(.names) var names: [String] = []
  names.append("Blob")
}
