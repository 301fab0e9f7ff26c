import CasePaths
import Testing

@CasePathable
private enum Download: Equatable {
  case progress(Double)
  case finished
}

// Deprecated on purpose: these tests exercise the deprecated helpers.
@Suite struct DeprecatedXCTestHelpersTests {
  @available(*, deprecated)
  @Test func unsafeCasePathsFindTheirCaseByReflection() {
    let progress = AnyCasePath(unsafe: Download.progress)
    #expect(progress.extract(from: .progress(0.5)) == 0.5)
    #expect(progress.extract(from: .finished) == nil)
    let finished = AnyCasePath(unsafe: Download.finished)
    #expect(finished.extract(from: .finished) != nil)
  }

  @available(*, deprecated)
  @Test func xctModifyMutatesTheExpectedCase() {
    var download = Download.progress(0.5)
    XCTModify(&download, case: \.progress) { $0 = 1 }
    #expect(download == .progress(1))
    var optional: Int? = 1
    XCTModify(&optional) { $0 += 1 }
    #expect(optional == 2)
  }

  @available(*, deprecated)
  @Test func xctModifyFailsForAnotherCaseAndForNoChange() {
    var download = Download.finished
    withKnownIssue {
      XCTModify(&download, case: \.progress) { $0 = 1 }
    } matching: { issue in
      issue.description.contains(
        "XCTModify: Expected to extract value of type \"Double\" from \"Download\" …")
    }
    var progress = Download.progress(1)
    withKnownIssue {
      XCTModify(&progress, case: \.progress) { _ in }
    } matching: { issue in
      issue.description.contains(
        "XCTModify: Expected \"Double\" value to be modified but it was unchanged.")
    }
  }

  @available(*, deprecated)
  @Test func xctUnwrapOfAnotherCaseFailsAndThrows() throws {
    #expect(try XCTUnwrap(Download.progress(0.5), case: { $0[case: \.progress] }) == 0.5)
    withKnownIssue {
      #expect(throws: UnwrappingCase.self) {
        try XCTUnwrap(Download.finished, case: { $0[case: \.progress] }, "still loading")
      }
    } matching: { issue in
      issue.description.contains(
        "XCTUnwrap: Expected to extract value of type \"Double\" from \"Download\" - still loading …"
      )
    }
  }
}
