import Testing

@testable import APICheck

@Suite struct DeclarationCollectorTests {
  private func read(_ source: String, _ conditions: BuildConditions = .upstreamOnLinux)
    -> [String]
  {
    var collector = DeclarationCollector(conditions: conditions)
    collector.read(source: source, module: "M")
    return collector.declarations.map(\.description)
  }

  @Test func publicDeclarationsWithLabelsDefaultsAndGenericShape() {
    let declarations = read(
      """
      public struct Store<State, Action>: Sendable {
        public init(initialState: State, reducer: () -> Int = { 0 }) {}
        public func send(_ action: Action, animation: Int? = nil) {}
        public static var shared: Int { 0 }
        public subscript(id id: Int, other: Int) -> Int { 0 }
        func hidden() {}
        public enum Kind { case one(name: String, Int), two }
      }
      """)
    #expect(
      declarations == [
        "type Store<2>", "conformance Store: Sendable",
        "initializer Store.init(initialState:reducer?[()]:)",
        "function Store.send(_:animation?[Int?]:)", "property static Store.shared",
        "subscript Store.subscript(id:_:)", "type Store.Kind", "case Store.Kind.one(name:_:)",
        "case Store.Kind.two",
      ])
  }

  @Test func publicExtensionsProtocolRequirementsAndConformancesOfExtensions() {
    let declarations = read(
      """
      public protocol Reducer { associatedtype State; func reduce() }
      public extension Reducer { func ifLet() {} }
      extension Reducer { public func forEach() {} func internalHelper() {} }
      extension Swift.Optional: Reducer where Wrapped: Reducer {}
      """)
    #expect(
      declarations == [
        "type Reducer", "type Reducer.State", "function Reducer.reduce()",
        "function Reducer.ifLet()", "function Reducer.forEach()", "conformance Optional: Reducer",
      ])
  }

  @Test func unavailableSPIAndHiddenDeclarationsAreNotAPI() {
    let declarations = read(
      """
      @available(*, unavailable, renamed: "new") public func old() {}
      @available(*, deprecated, message: "Use new") public func deprecated() {}
      @_spi(Internals) public func internals() {}
      @_documentation(visibility: private) public func expansionOnly() {}
      """)
    #expect(declarations == ["function deprecated()"])
  }

  @Test func onlyTheBranchesLinuxCompilesAreRead() {
    let source = """
      #if canImport(SwiftUI)
        public func view() {}
      #elseif os(Linux) && !canImport(UIKit)
        public func linux() {}
      #endif
      #if compiler(>=6.0) || DEBUG
        public func modern() {}
      #else
        public func old() {}
      #endif
      #if CombineSchedulers
        public func scheduler() {}
      #endif
      #if ComposableArchitecture2Deprecations
        public func notByDefault() {}
      #endif
      """
    #expect(read(source) == ["function linux()", "function modern()", "function scheduler()"])
    #expect(
      read(source, .liteOnLinux) == [
        "function linux()", "function modern()", "function scheduler()",
      ])
  }

  @Test func typeAliasesAndNonPublicTypesAreRecorded() {
    var collector = DeclarationCollector(conditions: .upstreamOnLinux)
    collector.read(
      source: """
        public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>
        struct Hidden: Equatable {}
        """, module: "M")
    #expect(collector.aliases == ["CaseKeyPath": "KeyPath"])
    #expect(collector.nonPublicTypes == ["Hidden"])
  }
}
