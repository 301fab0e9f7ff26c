import Sharing

func writeAReader() {
  @SharedReader(.inMemory("isOn")) var isOn = false
  isOn = true
}
