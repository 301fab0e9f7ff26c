// Foundation's data detector, which Linux Foundation lacks, for the links a text holds
// (AcknowList finds a license's first link with it). It detects links only; its matches carry
// the range and URL a link match has.
#if !canImport(SwiftUI)
  import Foundation

  /// The kinds of data a detector finds, as `NSTextCheckingResult.CheckingType` raw values.
  public typealias NSTextCheckingTypes = UInt64

  /// Finds links in text (Foundation's `NSDataDetector`, for `.link`).
  public final class NSDataDetector: Sendable {
    /// A link found: where it is, and its address.
    public struct Match: Sendable {
      /// Where, in UTF-16 units.
      public var range: NSRange
      /// The link's address (`https://` added to one that starts with `www.`, `mailto:` to
      /// an email address).
      public var url: URL?
    }

    private let expression: NSRegularExpression

    /// A detector of `checkingTypes` (`NSTextCheckingResult.CheckingType.link.rawValue`): it
    /// finds links whatever they are.
    public init(types checkingTypes: NSTextCheckingTypes) throws {
      expression = try NSRegularExpression(
        pattern:
          #"\b(?:(?:https?|ftp)://|www\.|mailto:)[^\s<>"]+[^\s<>".,;:!?)\]]|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b"#,
        options: [.caseInsensitive])
    }

    /// The links in `range` of `string`.
    public func matches(
      in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
    ) -> [Match] {
      let text = string as NSString
      return expression.matches(in: string, options: options, range: range).map { result in
        let found = text.substring(with: result.range)
        let address =
          found.lowercased().hasPrefix("www.")
          ? "https://" + found
          : found.contains("@") && !found.contains(":") ? "mailto:" + found : found
        return Match(range: result.range, url: URL(string: address))
      }
    }

    /// The first link in `range` of `string`.
    public func firstMatch(
      in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
    ) -> Match? {
      matches(in: string, options: options, range: range).first
    }

    /// How many links are in `range` of `string`.
    public func numberOfMatches(
      in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
    ) -> Int {
      matches(in: string, options: options, range: range).count
    }
  }
#endif
