import Testing
import osStandIn

/// Log messages as features write them: values interpolated as string interpolation writes them,
/// whatever their format and privacy.
struct OSLogMessageTests {
  @Test
  func aLiteralIsItsText() {
    let message: OSLogMessage = "Started"
    #expect(message.text == "Started")
  }

  @Test
  func valuesAreInterpolatedInOrder() {
    let user = "ada"
    let count = 3
    let message: OSLogMessage = "Loaded \(count) items for \(user)"
    #expect(message.text == "Loaded 3 items for ada")
  }

  @Test
  func formatAlignmentAndPrivacyLeaveTheValueAsWritten() {
    let id = 255
    let ratio = 0.5
    let email = "ada@example.com"
    let message: OSLogMessage = """
      id \(id, format: .hex(includePrefix: true), align: .right(columns: 6), privacy: .public) \
      ratio \(ratio, format: .fixed(precision: 2)) \
      email \(email, privacy: .private(mask: .hash)) \
      ok \(true, format: .answer) \
      none \(Optional<Int>.none, privacy: .sensitive)
      """
    #expect(message.text == "id 255 ratio 0.5 email ada@example.com ok true none nil")
  }

  @Test
  func aValueIsReadWhenTheMessageIsMade() {
    var attempts = 1
    let first: OSLogMessage = "attempt \(attempts)"
    attempts += 1
    #expect(first.text == "attempt 1")
    #expect(attempts == 2)
  }
}
