import Testing

@testable import TCAPort

/// A stub blames a framework whose import the stripping removed only when the errors name one
/// of its types: an unused `import Combine` is not why a test building a `UIImage` fails.
struct RemovedFrameworksTests {
  // A held-out app's tests: "Combine is not available on Linux: … (value of type 'UIImage' has
  // no member 'pngData')", of a file whose `import Combine` named nothing of Combine's.
  @Test
  func onlyAFrameworkTheErrorsNameIsBlamed() {
    let file = FilePorter.port(
      "import AVFoundation\nimport Combine\n\nlet answer = 42\n", viewTypeNames: [],
      isTest: true)
    #expect(file.frameworksRemoved == ["AVFoundation", "Combine"])
    let image = [
      CompilerError("Tests/A/A.swift:3:9: error: value of type 'UIImage' has no member 'pngData'")!
    ]
    #expect(file.frameworksRemoved(namedIn: image).isEmpty)
    let session = [
      CompilerError("Tests/A/A.swift:3:9: error: cannot find 'AVAudioSession' in scope")!
    ]
    #expect(file.frameworksRemoved(namedIn: session) == ["AVFoundation"])
    let subject = [
      CompilerError("Tests/A/A.swift:3:9: error: cannot find type 'PassthroughSubject' in scope")!
    ]
    #expect(file.frameworksRemoved(namedIn: subject) == ["Combine"])
  }
}
