import APICheck
import ArgumentParser
import Foundation

/// `api-check --upstream <folder>`: every public declaration of upstream's four packages that
/// TCA Lite does not declare.
@main
struct APICheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "api-check",
    abstract:
      "List every public declaration of upstream's packages that TCA Lite does not declare.",
    discussion: """
      Reads upstream's swift-case-paths, swift-dependencies, swift-sharing and \
      swift-composable-architecture checkouts in UPSTREAM and TCA Lite's sources, both as Linux \
      compiles them; exits with 1 when a declaration is missing that no exclusion covers.
      """)

  @Option(help: "The folder holding upstream's four package checkouts, by repository name.")
  var upstream: String

  @Option(help: "TCA Lite's repository.")
  var lite: String = "."

  @Option(help: "The exclusions file: each pattern under the reason for it.")
  var exclusions: String = "swift-api-check/exclusions.txt"

  @Flag(help: "Also list each excluded declaration with its reason.")
  var showExcluded = false

  @Flag(help: "Also list every upstream declaration read, as the report writes them.")
  var listUpstream = false

  func run() throws {
    let text = try String(contentsOfFile: exclusions, encoding: .utf8)
    let comparison = try APIComparison(
      upstream: URL(filePath: upstream), lite: URL(filePath: lite),
      exclusions: try Exclusions(text: text))
    if listUpstream {
      for declaration in comparison.upstreamDeclarations {
        print("upstream: \(declaration) (\(declaration.module))")
      }
    }
    if showExcluded {
      for excluded in comparison.excluded {
        print("excluded: \(excluded.declaration) — \(excluded.rule.reason)")
      }
    }
    print(comparison.report)
    if !comparison.missing.isEmpty { throw ExitCode(1) }
  }
}
