@_spi(Reflection) import CasePaths
import Testing

/// Cases as upstream's 1.0-era tests write them: overloaded names, promoted optionals.
private enum Route: Equatable {
  case user(id: Int)
  case user(name: String)
  case settings(Settings)
  case home
}

private enum Settings: Equatable {
  case theme(String)
  case reset
}

private enum Level: Int {
  case low = 1
  case high = 2
}

// Deprecated on purpose: these tests exercise the deprecated API.
@Suite struct DeprecatedCasePathFormsTests {
  @available(*, deprecated)
  @Test func overloadedCasesAreToldApartByTheirCaseNotTheirName() {
    let byID: AnyCasePath<Route, Int> = /Route.user(id:)
    let byName: AnyCasePath<Route, String> = /Route.user(name:)
    #expect(byID.extract(from: .user(id: 1)) == 1)
    #expect(byID.extract(from: .user(name: "1")) == nil)
    #expect(byName.extract(from: .user(name: "Blob")) == "Blob")
    #expect(byName.extract(from: .user(id: 1)) == nil)
  }

  @available(*, deprecated)
  @Test func initializersAndCaseFunctionMakeTheSamePaths() {
    #expect(AnyCasePath(Route.settings).extract(from: .settings(.reset)) == .reset)
    #expect(AnyCasePath<Route, Settings>.case(Route.settings).embed(.reset) == .settings(.reset))
    #expect(AnyCasePath(Route.home).extract(from: .home) != nil)
    #expect(AnyCasePath<Route, Void>.case(Route.home).extract(from: .user(id: 1)) == nil)
    #expect(AnyCasePath(Route.self).extract(from: .home) == .home)
    #expect(AnyCasePath<Route?, Route>.some.extract(from: .home) == .home)
  }

  @available(*, deprecated)
  @Test func pathsComposeWithTheDotDotOperator() {
    let theme = /Route.settings .. /Settings.theme
    #expect(theme.extract(from: .settings(.theme("dark"))) == "dark")
    #expect(theme.extract(from: .settings(.reset)) == nil)
    #expect(theme.embed("light") == .settings(.theme("light")))
    let sameTheme = /Route.settings .. Settings.theme
    #expect(sameTheme.extract(from: .settings(.theme("dark"))) == "dark")
    let extractTheme: (Route) -> String? = (/Route.settings) .. Settings.theme
    #expect(extractTheme(.settings(.theme("dim"))) == "dim")
  }

  @available(*, deprecated)
  @Test func modifyChangesThePayloadOrThrowsForAnotherCase() throws {
    var route = Route.user(id: 1)
    try (/Route.user(id:)).modify(&route) { $0 += 1 }
    #expect(route == .user(id: 2))
    var home = Route.home
    #expect(throws: (any Error).self) { try (/Route.user(id:)).modify(&home) { $0 += 1 } }
    #expect(home == .home)
  }

  @available(*, deprecated)
  @Test func constructorsExtractFromAnOptionalRoot() {
    let settings: AnyCasePath<Route?, Settings> = /Route.settings
    #expect(settings.extract(from: .settings(.reset)) == .reset)
    #expect(settings.extract(from: .home) == nil)
    #expect(settings.extract(from: nil) == nil)
    let isHome = /Route.home as (Route?) -> Void?
    #expect(isHome(.home) != nil)
    #expect(isHome(.user(id: 1)) == nil)
    #expect(isHome(nil) == nil)
    #expect(extract(case: Route.settings, from: Route?.some(.settings(.reset))) == .reset)
  }

  @available(*, deprecated)
  @Test func extractFunctionsTakeAConstructor() {
    #expect(extract(case: Route.user(id:), from: .user(id: 3)) == 3)
    #expect(extract(case: Route.user(id:), from: .home) == nil)
    #expect(extract(Route.settings)(.settings(.reset)) == .reset)
  }

  @available(*, deprecated)
  @Test func theOldStaticPaths() {
    #expect(AnyCasePath<Void, Int>.constant(7).extract(from: ()) == 7)
    #expect(AnyCasePath<Int, Level>.rawValue.extract(from: 2) == .high)
    #expect(AnyCasePath<Int, Level>.rawValue.extract(from: 3) == nil)
    #expect(AnyCasePath<String, Int>.description.extract(from: "12") == 12)
    #expect(AnyCasePath<Route, Never>.never.extract(from: .home) == nil)
    let byID: AnyCasePath<Route, Int> = /Route.user(id:)
    #expect(byID.description == "AnyCasePath<Route, Int>")
  }

  @Test func enumMetadataNumbersCasesAndProjectsPayloads() throws {
    let metadata = try #require(EnumMetadata(Route.self))
    #expect(metadata.tag(of: Route.user(id: 1)) != metadata.tag(of: Route.user(name: "1")))
    #expect(metadata.tag(of: Route.home) == metadata.tag(of: Route.home))
    #expect(EnumMetadata(Int.self) == nil)
    #expect(EnumMetadata.project(Route.user(id: 5)) as? Int == 5)
    #expect(EnumMetadata.project(Route.home) is Void)
    #expect(EnumMetadata.project(42) == nil)
  }
}
