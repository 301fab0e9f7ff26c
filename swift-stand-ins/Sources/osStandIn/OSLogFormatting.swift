/// How an interpolated number or flag is written. Values are written as `String(describing:)`
/// writes them here.
public struct OSLogFormatting: Equatable, Sendable {
  /// In base 10.
  public static let decimal = OSLogFormatting()
  /// In base 16.
  public static let hex = OSLogFormatting()
  /// In base 8.
  public static let octal = OSLogFormatting()
  /// A floating-point number with a fixed number of decimals.
  public static let fixed = OSLogFormatting()
  /// A floating-point number in scientific notation.
  public static let exponential = OSLogFormatting()
  /// A floating-point number, fixed or exponential, whichever is shorter.
  public static let hybrid = OSLogFormatting()
  /// A flag as `true` or `false`.
  public static let truth = OSLogFormatting()
  /// A flag as `YES` or `NO`.
  public static let answer = OSLogFormatting()
  /// In base 10, with a `+` on positive values if asked and at least `minDigits` digits.
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0)
    -> OSLogFormatting
  { OSLogFormatting() }
  /// In base 16, with the sign, prefix, case and digits asked.
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false,
    uppercase: Bool = false, minDigits: Int = 0
  ) -> OSLogFormatting { OSLogFormatting() }
  /// A floating-point number with `precision` decimals.
  public static func fixed(precision: Int, explicitPositiveSign: Bool = false)
    -> OSLogFormatting
  { OSLogFormatting() }
}
