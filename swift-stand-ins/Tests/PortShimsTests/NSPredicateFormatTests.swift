import Foundation
import PortShims
import Testing

/// Apps validate what a user types with a predicate's format; Linux Foundation parses none.
struct NSPredicateFormatTests {
  // A held-out app's sign-up form: `NSPredicate(format: "SELF MATCHES %@", regex)`.
  @Test
  func selfMatchesARegularExpressionWholly() {
    let password = NSPredicate(format: "SELF MATCHES %@", #"^(?=.*[A-Za-z])(?=.*\d).{6,}$"#)
    #expect(password.evaluate(with: "Str0ngP4ssw0rd"))
    #expect(!password.evaluate(with: "weakpassword"))
    #expect(!password.evaluate(with: "sh0r1"))
    let pattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}"
    let email = NSPredicate(format: "self matches %@", pattern)
    #expect(email.evaluate(with: "ana@example.com"))
    #expect(!email.evaluate(with: "ana@example.com and more"))
    #expect(!email.evaluate(with: 42))
  }

  @Test
  func comparisonsTakeCaseAndDiacriticOptionsAndQuotedOperands() {
    #expect(NSPredicate(format: "SELF CONTAINS[c] %@", "café").evaluate(with: "Le CAFÉ"))
    #expect(NSPredicate(format: "SELF CONTAINS[cd] 'cafe'").evaluate(with: "Le CAFÉ"))
    #expect(!NSPredicate(format: "SELF CONTAINS 'cafe'").evaluate(with: "Le CAFÉ"))
    #expect(NSPredicate(format: "SELF BEGINSWITH %@", "http").evaluate(with: "https://a.b"))
    #expect(NSPredicate(format: "SELF ENDSWITH[c] \".PNG\"").evaluate(with: "photo.png"))
    #expect(NSPredicate(format: "SELF LIKE 'a?c*'").evaluate(with: "abcdef"))
    #expect(!NSPredicate(format: "SELF LIKE 'a.c'").evaluate(with: "abc"))
    #expect(NSPredicate(format: "SELF == %@", "x").evaluate(with: "x"))
    #expect(NSPredicate(format: "SELF != %@", "x").evaluate(with: "y"))
  }

  @Test
  func anotherFormatIsReportedAndMatchesNothing() {
    withKnownIssue {
      let adults = NSPredicate(format: "age >= %d AND name != nil", 18)
      #expect(!adults.evaluate(with: "anything"))
    } matching: { issue in
      issue.description.contains(
        "NSPredicate(format: \"age >= %d AND name != nil\") is not available on Linux")
    }
  }
}
