import SyncUpsTerminal
import Testing

struct KeyTests {
  @Test func arrowsEnterEscapeAndText() {
    let bytes = Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[Dab\r\t\u{7F}".utf8) + [0x1B]
    #expect(
      Key.parse(bytes) == [
        .up, .down, .right, .left, .character("a"), .character("b"), .enter, .tab, .backspace,
        .escape,
      ])
  }

  @Test func multiByteCharacters() {
    #expect(Key.parse(Array("é✓".utf8)) == [.character("é"), .character("✓")])
  }
}
