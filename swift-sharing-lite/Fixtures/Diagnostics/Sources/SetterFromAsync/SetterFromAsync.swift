import Sharing

func mutateFromAsync() async {
  @Shared(.inMemory("count")) var count = 0
  count += 1
}
