import Foundation
import Testing

@testable import TCAPort

/// How a build's errors are read: each unit's, with a hint.
struct BuildErrorsTests {
  private let unit = PortedUnit(
    unit: AppUnit(name: "SyncUps", kind: .library, files: []), files: [], appDependencies: [],
    products: [], unavailableImports: [])

  @Test
  func aBuildErrorIsTheUnitsWhoseFolderItIsIn() {
    let errors = BuildErrors(
      output: """
        [3/9] Compiling SyncUps Models.swift
        /out/Sources/SyncUps/Speech.swift:2:8: error: no such module 'Speech'
        /out/Sources/SyncUps/Other.swift:9:1: error: cannot find 'x' in scope
        """, packageFolder: "/out", units: [unit])
    #expect(
      errors.errorsByUnit == [
        "SyncUps": [
          "Sources/SyncUps/Speech.swift:2:8: error: no such module 'Speech'",
          "Sources/SyncUps/Other.swift:9:1: error: cannot find 'x' in scope",
        ]
      ])
    #expect(
      BuildErrors.hint(for: errors.errorsByUnit["SyncUps"]![0])
        == "Speech is not on Linux: reach it through a dependency client and list the file with its live value under \"exclude\" in tca-port.json"
    )
  }

  // The second blocker shows with the first: every distinct error, once, up to ten.
  @Test
  func everyDistinctErrorOfAUnitIsKeptOnceUpToTen() {
    let repeated = (1...12).map {
      "/out/Sources/SyncUps/F\($0).swift:1:1: error: cannot find 'x\($0)' in scope"
    }
    let errors = BuildErrors(
      output: """
        /out/Sources/SyncUps/Speech.swift:2:8: error: no such module 'Speech'
        /out/Sources/SyncUps/Speech.swift:2:8: error: no such module 'Speech'
        \(repeated.joined(separator: "\n"))
        """, packageFolder: "/out", units: [unit])
    let kept = errors.errorsByUnit["SyncUps"] ?? []
    #expect(kept.count == 10)
    #expect(kept.first == "Sources/SyncUps/Speech.swift:2:8: error: no such module 'Speech'")
    #expect(kept[1] == "Sources/SyncUps/F1.swift:1:1: error: cannot find 'x1' in scope")
  }

  @Test
  func foundationAPILinuxLacksGetsAHint() {
    #expect(
      BuildErrors.hint(
        for:
          "Sources/VoiceMemos/Helpers.swift:3:30: error: 'DateComponentsFormatter' is unavailable: Not supported in swift-corelibs-foundation"
      ).hasPrefix("Linux Foundation lacks DateComponentsFormatter: "))
  }

  @Test
  func aCrypticErrorGetsTheHintOfTheNameOnItsLine() {
    let hint = BuildErrors.hint(
      for:
        "Sources/App/Timers.swift:9:15: error: cannot convert value of type 'KeyPath<Root, Value>' to expected argument type 'Key.Type'",
      line: "  let content = IfLetStore(store, then: { _ in })")
    #expect(hint.hasPrefix("a SwiftUI view of a store from before TCA 1.7"))
  }

  @Test
  func hintsNameTheCauseOfMissingModulesResourcesAndAppleTypes() {
    let appModule = BuildErrors.hint(for: "Sources/A/A.swift:1:8: error: no such module 'Models'")
    #expect(appModule.hasPrefix("Models is neither a module of the app's packages nor"))
    let apple = BuildErrors.hint(for: "Sources/A/A.swift:1:8: error: no such module 'GameKit'")
    #expect(apple.hasPrefix("GameKit is not on Linux: reach it through a dependency client"))
    let bundle = BuildErrors.hint(
      for: "Sources/A/A.swift:3:9: error: type 'Bundle' has no member 'module'")
    #expect(bundle.hasPrefix("Bundle.module exists for a package target that declares resources"))
    let heading = BuildErrors.hint(
      for: "Sources/A/A.swift:3:9: error: cannot find type 'CLHeading' in scope")
    #expect(
      heading.hasPrefix(
        "CLHeading is CoreLocation's, which Linux lacks and tca-port's CoreLocation stand-ins do not declare"
      ))
    #expect(
      heading.hasSuffix(
        "or declare it in the stand-ins (swift-stand-ins/Sources/CoreLocationStandIn)"))
    // A hint names only folders that exist: AVFoundation has no stand-in module yet.
    let session = BuildErrors.hint(
      for: "Sources/A/A.swift:3:9: error: cannot find 'AVAudioSession' in scope")
    #expect(
      session.hasPrefix(
        "AVAudioSession is AVFoundation's, which Linux lacks and no stand-in covers:"))
    #expect(
      session.hasSuffix(
        "add a stand-in module for AVFoundation to TCA Lite (swift-stand-ins/Sources/AVFoundationStandIn, new, as the others in swift-stand-ins/Sources are)"
      ))
    // isowords' tests: `withResponse: { (Data(), URLResponse()) }`.
    let response = BuildErrors.hint(
      for:
        "Tests/A/A.swift:48:23: error: tuple type '(Data, URLResponse?)' is not convertible to tuple type '(Data, URLResponse)'",
      line: "  withResponse: { (Data(), URLResponse()) }")
    #expect(response.hasPrefix("Linux Foundation's URLResponse has no init():"))
  }

  @Test
  func anErrorInAMacroExpansionIsTheUnitOfTheExpandedLine() {
    let errors = BuildErrors(
      output: """
        /tmp/macro/@__swiftmacro_7SyncUps4FormV7ReducerfMe_.swift:3:1: error: type 'Form.Action' has no member 'x'
        /out/Sources/SyncUps/Form.swift:4:1: note: expanded code originates here
        """, packageFolder: "/out/", units: [unit])
    #expect(
      errors.errorsByUnit == [
        "SyncUps": ["Sources/SyncUps/Form.swift:4:1: error: type 'Form.Action' has no member 'x'"]
      ])
    // Swift 6.2 draws the note under the error: a held-out app's endpoint expansion stopped its
    // package with no module to blame.
    let drawn = BuildErrors(
      output: """
        macro expansion @DependencyEndpoint:4:8: error: call to main actor-isolated function in a synchronous nonisolated context [#ActorIsolatedCall]
        `- /out/Sources/SyncUps/Client.swift:49:4: note: expanded code originates here
         47 |   var calculate: @MainActor @Sendable (_ portfolio: Int?) -> String = { _ in
        """, packageFolder: "/out/", units: [unit])
    #expect(
      drawn.errorsByUnit == [
        "SyncUps": [
          "Sources/SyncUps/Client.swift:49:4: error: call to main actor-isolated function in a synchronous nonisolated context [#ActorIsolatedCall]"
        ]
      ])
  }
}
