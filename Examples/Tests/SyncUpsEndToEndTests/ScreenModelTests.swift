import PseudoTerminal
import Testing

/// The screen model the end-to-end tests read must see what a terminal would show.
struct ScreenModelTests {
  @Test func cursorMovesAndClearsToTheEndOfTheLine() {
    var screen = ScreenModel(width: 20, height: 4)
    screen.apply(Array("\u{1B}[2;1Hhello world\u{1B}[K\u{1B}[2;7Hthere\u{1B}[K".utf8))
    #expect(screen.lines == ["", "hello there", "", ""])
  }

  @Test func clearingTheScreenKeepsTheCursorWhereItWas() {
    var screen = ScreenModel(width: 10, height: 3)
    screen.apply(Array("one\r\ntwo\u{1B}[2Jthree".utf8))
    #expect(screen.lines == ["", "   three", ""])
  }

  @Test func sequencesAndCharactersSplitAcrossReadsAreJoined() {
    var screen = ScreenModel(width: 10, height: 2)
    let bytes = Array("\u{1B}[?2026h\u{1B}[1;3H› a\u{1B}[?2026l".utf8)
    for byte in bytes { screen.apply([byte]) }
    #expect(screen.lines == ["  › a", ""])
  }

  @Test func textBeyondTheWidthIsCut() {
    var screen = ScreenModel(width: 5, height: 1)
    screen.apply(Array("abcdefgh".utf8))
    #expect(screen.text == "abcde")
  }
}
