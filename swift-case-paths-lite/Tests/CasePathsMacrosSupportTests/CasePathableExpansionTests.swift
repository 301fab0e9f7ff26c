import MacroExpansionTesting
import Testing

@Suite struct CasePathableExpansionTests {
  @Test func everyPayloadShape() {
    assertCasePathableExpansion(
      """
      @CasePathable
      enum Action {
        case tap
        case load(Int)
        case named(count: Int)
        case pair(Int, String)
        case point(x: Int, y: Int), mixed(Int, label: String)
      }
      """,
      expandedSource: #"""
        enum Action {
          case tap
          case load(Int)
          case named(count: Int)
          case pair(Int, String)
          case point(x: Int, y: Int), mixed(Int, label: String)

          struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
            subscript(root: Action) -> CasePathsCore.PartialCaseKeyPath<Action> {
              if case .tap = root {
                return \.tap
              }
              if case .load = root {
                return \.load
              }
              if case .named = root {
                return \.named
              }
              if case .pair = root {
                return \.pair
              }
              if case .point = root {
                return \.point
              }
              if case .mixed = root {
                return \.mixed
              }
              return \CasePathsCore.Case<Action, Action>.self
            }
            var tap: CasePathsCore.AnyCasePath<Action, Void> {
              ._$embed({
                  Action.tap
                }) {
                guard case .tap = $0 else {
                  return nil
                }
                return ()
              }
            }
            var load: CasePathsCore.AnyCasePath<Action, Int> {
              ._$embed(Action.load) {
                guard case let .load(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            var named: CasePathsCore.AnyCasePath<Action, Int> {
              ._$embed(Action.named) {
                guard case let .named(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            var pair: CasePathsCore.AnyCasePath<Action, (Int, String)> {
              ._$embed(Action.pair) {
                guard case let .pair(v0, v1) = $0 else {
                  return nil
                }
                return (v0, v1)
              }
            }
            var point: CasePathsCore.AnyCasePath<Action, (x: Int, y: Int)> {
              ._$embed(Action.point) {
                guard case let .point(v0, v1) = $0 else {
                  return nil
                }
                return (x: v0, y: v1)
              }
            }
            var mixed: CasePathsCore.AnyCasePath<Action, (Int, label: String)> {
              ._$embed(Action.mixed) {
                guard case let .mixed(v0, v1) = $0 else {
                  return nil
                }
                return (v0, label: v1)
              }
            }
            func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<Action>]> {
              var paths: [CasePathsCore.PartialCaseKeyPath<Action>] = []
              paths.append(\.tap)
              paths.append(\.load)
              paths.append(\.named)
              paths.append(\.pair)
              paths.append(\.point)
              paths.append(\.mixed)
              return paths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePathsCore.CasePathable {
        }
        """#
    )
  }

  @Test func genericIndirectEnum() {
    assertCasePathableExpansion(
      """
      @CasePathable
      indirect enum Tree<Leaf> {
        case leaf(Leaf)
        case node(left: Tree, right: Tree)
      }
      """,
      expandedSource: #"""
        indirect enum Tree<Leaf> {
          case leaf(Leaf)
          case node(left: Tree, right: Tree)

          struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
            subscript(root: Tree) -> CasePathsCore.PartialCaseKeyPath<Tree> {
              if case .leaf = root {
                return \.leaf
              }
              if case .node = root {
                return \.node
              }
              return \CasePathsCore.Case<Tree, Tree>.self
            }
            var leaf: CasePathsCore.AnyCasePath<Tree, Leaf> {
              ._$embed(Tree.leaf) {
                guard case let .leaf(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            var node: CasePathsCore.AnyCasePath<Tree, (left: Tree, right: Tree)> {
              ._$embed(Tree.node) {
                guard case let .node(v0, v1) = $0 else {
                  return nil
                }
                return (left: v0, right: v1)
              }
            }
            func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<Tree>]> {
              var paths: [CasePathsCore.PartialCaseKeyPath<Tree>] = []
              paths.append(\.leaf)
              paths.append(\.node)
              return paths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Tree: CasePathsCore.CasePathable {
        }
        """#
    )
  }

  // `Element` inside `AllCasePaths` (a `Sequence`) is its own element type: the payload names the
  // enum's parameter through an alias. Written as `Element`, the expansion did not type-check and
  // swift-frontend 6.3.1 crashed (signal 11).
  @Test func genericParameterNamedAsASequenceMemberTypeIsReachedThroughAnAlias() {
    assertCasePathableExpansion(
      """
      @CasePathable
      enum Row<Element> {
        case element(Element)
        case page([Element], next: Int)
      }
      """,
      expandedSource: #"""
        enum Row<Element> {
          case element(Element)
          case page([Element], next: Int)

          typealias _$Element = Element

          struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
            subscript(root: Row) -> CasePathsCore.PartialCaseKeyPath<Row> {
              if case .element = root {
                return \.element
              }
              if case .page = root {
                return \.page
              }
              return \CasePathsCore.Case<Row, Row>.self
            }
            var element: CasePathsCore.AnyCasePath<Row, _$Element> {
              ._$embed(Row.element) {
                guard case let .element(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            var page: CasePathsCore.AnyCasePath<Row, ([_$Element], next: Int)> {
              ._$embed(Row.page) {
                guard case let .page(v0, v1) = $0 else {
                  return nil
                }
                return (v0, next: v1)
              }
            }
            func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<Row>]> {
              var paths: [CasePathsCore.PartialCaseKeyPath<Row>] = []
              paths.append(\.element)
              paths.append(\.page)
              return paths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Row: CasePathsCore.CasePathable {
        }
        """#
    )
  }

  @Test func publicAccessIsMirrored() {
    assertCasePathableExpansion(
      """
      @CasePathable
      public enum Action {
        case tap
      }
      """,
      expandedSource: #"""
        public enum Action {
          case tap

          public struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
            public subscript(root: Action) -> CasePathsCore.PartialCaseKeyPath<Action> {
              if case .tap = root {
                return \.tap
              }
              return \CasePathsCore.Case<Action, Action>.self
            }
            public var tap: CasePathsCore.AnyCasePath<Action, Void> {
              ._$embed({
                  Action.tap
                }) {
                guard case .tap = $0 else {
                  return nil
                }
                return ()
              }
            }
            public func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<Action>]> {
              var paths: [CasePathsCore.PartialCaseKeyPath<Action>] = []
              paths.append(\.tap)
              return paths.makeIterator()
            }
          }

          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePathsCore.CasePathable {
        }
        """#
    )
  }

  @Test func packageAccessIsMirrored() {
    assertCasePathableExpansion(
      """
      @CasePathable
      package enum Action {
        case tap
      }
      """,
      expandedSource: #"""
        package enum Action {
          case tap

          package struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
            package subscript(root: Action) -> CasePathsCore.PartialCaseKeyPath<Action> {
              if case .tap = root {
                return \.tap
              }
              return \CasePathsCore.Case<Action, Action>.self
            }
            package var tap: CasePathsCore.AnyCasePath<Action, Void> {
              ._$embed({
                  Action.tap
                }) {
                guard case .tap = $0 else {
                  return nil
                }
                return ()
              }
            }
            package func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<Action>]> {
              var paths: [CasePathsCore.PartialCaseKeyPath<Action>] = []
              paths.append(\.tap)
              return paths.makeIterator()
            }
          }

          package static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePathsCore.CasePathable {
        }
        """#
    )
  }

  @Test func privateEnumKeepsDefaultAccess() {
    assertCasePathableExpansion(
      """
      @CasePathable
      private enum Action {
        case tap
      }
      """,
      expandedSource: #"""
        private enum Action {
          case tap

          struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
            subscript(root: Action) -> CasePathsCore.PartialCaseKeyPath<Action> {
              if case .tap = root {
                return \.tap
              }
              return \CasePathsCore.Case<Action, Action>.self
            }
            var tap: CasePathsCore.AnyCasePath<Action, Void> {
              ._$embed({
                  Action.tap
                }) {
                guard case .tap = $0 else {
                  return nil
                }
                return ()
              }
            }
            func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<Action>]> {
              var paths: [CasePathsCore.PartialCaseKeyPath<Action>] = []
              paths.append(\.tap)
              return paths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePathsCore.CasePathable {
        }
        """#
    )
  }

  @Test func keywordCaseNamesKeepTheirBackticks() {
    assertCasePathableExpansion(
      """
      @CasePathable
      enum Choice {
        case `default`
      }
      """,
      expandedSource: #"""
        enum Choice {
          case `default`

          struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
            subscript(root: Choice) -> CasePathsCore.PartialCaseKeyPath<Choice> {
              if case .`default` = root {
                return \.`default`
              }
              return \CasePathsCore.Case<Choice, Choice>.self
            }
            var `default`: CasePathsCore.AnyCasePath<Choice, Void> {
              ._$embed({
                  Choice.`default`
                }) {
                guard case .`default` = $0 else {
                  return nil
                }
                return ()
              }
            }
            func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<Choice>]> {
              var paths: [CasePathsCore.PartialCaseKeyPath<Choice>] = []
              paths.append(\.`default`)
              return paths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Choice: CasePathsCore.CasePathable {
        }
        """#
    )
  }

  @Test func existingConformanceIsNotRepeated() {
    assertCasePathableExpansion(
      """
      @CasePathable
      enum Action: CasePathable {
        case tap
      }
      """,
      expandedSource: #"""
        enum Action: CasePathable {
          case tap

          struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
            subscript(root: Action) -> CasePathsCore.PartialCaseKeyPath<Action> {
              if case .tap = root {
                return \.tap
              }
              return \CasePathsCore.Case<Action, Action>.self
            }
            var tap: CasePathsCore.AnyCasePath<Action, Void> {
              ._$embed({
                  Action.tap
                }) {
                guard case .tap = $0 else {
                  return nil
                }
                return ()
              }
            }
            func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<Action>]> {
              var paths: [CasePathsCore.PartialCaseKeyPath<Action>] = []
              paths.append(\.tap)
              return paths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }
        """#,
      conformances: []
    )
  }

  @Test func nonEnumIsAnErrorWithAFixItRemovingTheAttribute() {
    assertCasePathableExpansion(
      """
      @CasePathable
      struct State {
        var count = 0
      }
      """,
      expandedSource: """
        struct State {
          var count = 0
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@CasePathable' can only be applied to an enum, not a struct; case paths name enum \
            cases (use a key path for struct properties)
            """,
          line: 1,
          column: 1,
          fixIts: [FixItSpec(message: "Remove '@CasePathable'")]
        )
      ],
      applyFixIts: ["Remove '@CasePathable'"],
      fixedSource: """

        struct State {
          var count = 0
        }
        """
    )
  }

  @Test func classIsAnError() {
    assertCasePathableExpansion(
      """
      @CasePathable
      class Model {}
      """,
      expandedSource: """
        class Model {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@CasePathable' can only be applied to an enum, not a class; case paths name enum \
            cases (use a key path for class properties)
            """,
          line: 1,
          column: 1,
          fixIts: [FixItSpec(message: "Remove '@CasePathable'")]
        )
      ]
    )
  }

  @Test func overloadedCaseNamesAreAnError() {
    assertCasePathableExpansion(
      """
      @CasePathable
      enum Action {
        case load(Int)
        case load(String)
      }
      """,
      expandedSource: """
        enum Action {
          case load(Int)
          case load(String)
        }

        extension Action: CasePathsCore.CasePathable {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@CasePathable' cannot derive a case path for overloaded case name 'load'; give each \
            case a distinct name
            """,
          line: 4,
          column: 8
        )
      ]
    )
  }

  @Test func casesInsideIfConfigKeepTheirConditions() {
    assertCasePathableExpansion(
      """
      @CasePathable
      enum Action {
        case tap
        #if DEBUG
        case debugMenu(Int)
        #elseif os(Linux)
        case debugMenu(String)
        #else
        case release
        #endif
      }
      """,
      expandedSource: #"""
        enum Action {
          case tap
          #if DEBUG
          case debugMenu(Int)
          #elseif os(Linux)
          case debugMenu(String)
          #else
          case release
          #endif

          struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
            subscript(root: Action) -> CasePathsCore.PartialCaseKeyPath<Action> {
              if case .tap = root {
                return \.tap
              }
              #if DEBUG
              if case .debugMenu = root {
                return \.debugMenu
              }
              #elseif os(Linux)
              if case .debugMenu = root {
                return \.debugMenu
              }
              #else
              if case .release = root {
                return \.release
              }
              #endif
              return \CasePathsCore.Case<Action, Action>.self
            }
            var tap: CasePathsCore.AnyCasePath<Action, Void> {
              ._$embed({
                  Action.tap
                }) {
                guard case .tap = $0 else {
                  return nil
                }
                return ()
              }
            }
            #if DEBUG
            var debugMenu: CasePathsCore.AnyCasePath<Action, Int> {
              ._$embed(Action.debugMenu) {
                guard case let .debugMenu(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #elseif os(Linux)
            var debugMenu: CasePathsCore.AnyCasePath<Action, String> {
              ._$embed(Action.debugMenu) {
                guard case let .debugMenu(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #else
            var release: CasePathsCore.AnyCasePath<Action, Void> {
              ._$embed({
                  Action.release
                }) {
                guard case .release = $0 else {
                  return nil
                }
                return ()
              }
            }
            #endif
            func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<Action>]> {
              var paths: [CasePathsCore.PartialCaseKeyPath<Action>] = []
              paths.append(\.tap)
              #if DEBUG
              paths.append(\.debugMenu)
              #elseif os(Linux)
              paths.append(\.debugMenu)
              #else
              paths.append(\.release)
              #endif
              return paths.makeIterator()
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePathsCore.CasePathable {
        }
        """#
    )
  }

  @Test func aCaseRepeatedOutsideItsIfConfigBranchIsOverloaded() {
    assertCasePathableExpansion(
      """
      @CasePathable
      enum Action {
        #if DEBUG
        case load(Int)
        #endif
        case load(String)
      }
      """,
      expandedSource: """
        enum Action {
          #if DEBUG
          case load(Int)
          #endif
          case load(String)
        }

        extension Action: CasePathsCore.CasePathable {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@CasePathable' cannot derive a case path for overloaded case name 'load'; give each \
            case a distinct name
            """,
          line: 6,
          column: 8
        )
      ]
    )
  }
}
