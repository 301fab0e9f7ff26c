import SwiftSyntaxMacrosGenericTestSupport
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
      expandedSource: """
        enum Action {
          case tap
          case load(Int)
          case named(count: Int)
          case pair(Int, String)
          case point(x: Int, y: Int), mixed(Int, label: String)

          struct AllCasePaths: Sendable {
            var tap: CasePathsCore.AnyCasePath<Action, Void> {
              CasePathsCore.AnyCasePath<Action, Void>(
                embed: { _ in
                  Action.tap
                },
                extract: {
                  guard case .tap = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
            var load: CasePathsCore.AnyCasePath<Action, Int> {
              CasePathsCore.AnyCasePath<Action, Int>(
                embed: {
                  Action.load($0)
                },
                extract: {
                  guard case let .load(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
            var named: CasePathsCore.AnyCasePath<Action, Int> {
              CasePathsCore.AnyCasePath<Action, Int>(
                embed: {
                  Action.named(count: $0)
                },
                extract: {
                  guard case let .named(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
            var pair: CasePathsCore.AnyCasePath<Action, (Int, String)> {
              CasePathsCore.AnyCasePath<Action, (Int, String)>(
                embed: {
                  Action.pair($0.0, $0.1)
                },
                extract: {
                  guard case let .pair(v0, v1) = $0 else {
                    return nil
                  }
                  return (v0, v1)
                }
              )
            }
            var point: CasePathsCore.AnyCasePath<Action, (x: Int, y: Int)> {
              CasePathsCore.AnyCasePath<Action, (x: Int, y: Int)>(
                embed: {
                  Action.point(x: $0.0, y: $0.1)
                },
                extract: {
                  guard case let .point(v0, v1) = $0 else {
                    return nil
                  }
                  return (x: v0, y: v1)
                }
              )
            }
            var mixed: CasePathsCore.AnyCasePath<Action, (Int, label: String)> {
              CasePathsCore.AnyCasePath<Action, (Int, label: String)>(
                embed: {
                  Action.mixed($0.0, label: $0.1)
                },
                extract: {
                  guard case let .mixed(v0, v1) = $0 else {
                    return nil
                  }
                  return (v0, label: v1)
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePathsCore.CasePathable {
        }
        """
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
      expandedSource: """
        indirect enum Tree<Leaf> {
          case leaf(Leaf)
          case node(left: Tree, right: Tree)

          struct AllCasePaths: Sendable {
            var leaf: CasePathsCore.AnyCasePath<Tree, Leaf> {
              CasePathsCore.AnyCasePath<Tree, Leaf>(
                embed: {
                  Tree.leaf($0)
                },
                extract: {
                  guard case let .leaf(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
            var node: CasePathsCore.AnyCasePath<Tree, (left: Tree, right: Tree)> {
              CasePathsCore.AnyCasePath<Tree, (left: Tree, right: Tree)>(
                embed: {
                  Tree.node(left: $0.0, right: $0.1)
                },
                extract: {
                  guard case let .node(v0, v1) = $0 else {
                    return nil
                  }
                  return (left: v0, right: v1)
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Tree: CasePathsCore.CasePathable {
        }
        """
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
      expandedSource: """
        public enum Action {
          case tap

          public struct AllCasePaths: Sendable {
            public var tap: CasePathsCore.AnyCasePath<Action, Void> {
              CasePathsCore.AnyCasePath<Action, Void>(
                embed: { _ in
                  Action.tap
                },
                extract: {
                  guard case .tap = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
          }

          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePathsCore.CasePathable {
        }
        """
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
      expandedSource: """
        package enum Action {
          case tap

          package struct AllCasePaths: Sendable {
            package var tap: CasePathsCore.AnyCasePath<Action, Void> {
              CasePathsCore.AnyCasePath<Action, Void>(
                embed: { _ in
                  Action.tap
                },
                extract: {
                  guard case .tap = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
          }

          package static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePathsCore.CasePathable {
        }
        """
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
      expandedSource: """
        private enum Action {
          case tap

          struct AllCasePaths: Sendable {
            var tap: CasePathsCore.AnyCasePath<Action, Void> {
              CasePathsCore.AnyCasePath<Action, Void>(
                embed: { _ in
                  Action.tap
                },
                extract: {
                  guard case .tap = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePathsCore.CasePathable {
        }
        """
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
      expandedSource: """
        enum Choice {
          case `default`

          struct AllCasePaths: Sendable {
            var `default`: CasePathsCore.AnyCasePath<Choice, Void> {
              CasePathsCore.AnyCasePath<Choice, Void>(
                embed: { _ in
                  Choice.`default`
                },
                extract: {
                  guard case .`default` = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Choice: CasePathsCore.CasePathable {
        }
        """
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
      expandedSource: """
        enum Action: CasePathable {
          case tap

          struct AllCasePaths: Sendable {
            var tap: CasePathsCore.AnyCasePath<Action, Void> {
              CasePathsCore.AnyCasePath<Action, Void>(
                embed: { _ in
                  Action.tap
                },
                extract: {
                  guard case .tap = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }
        """,
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
      expandedSource: """
        enum Action {
          case tap
          #if DEBUG
          case debugMenu(Int)
          #elseif os(Linux)
          case debugMenu(String)
          #else
          case release
          #endif

          struct AllCasePaths: Sendable {
            var tap: CasePathsCore.AnyCasePath<Action, Void> {
              CasePathsCore.AnyCasePath<Action, Void>(
                embed: { _ in
                  Action.tap
                },
                extract: {
                  guard case .tap = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
            #if DEBUG
            var debugMenu: CasePathsCore.AnyCasePath<Action, Int> {
              CasePathsCore.AnyCasePath<Action, Int>(
                embed: {
                  Action.debugMenu($0)
                },
                extract: {
                  guard case let .debugMenu(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
            #elseif os(Linux)
            var debugMenu: CasePathsCore.AnyCasePath<Action, String> {
              CasePathsCore.AnyCasePath<Action, String>(
                embed: {
                  Action.debugMenu($0)
                },
                extract: {
                  guard case let .debugMenu(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              )
            }
            #else
            var release: CasePathsCore.AnyCasePath<Action, Void> {
              CasePathsCore.AnyCasePath<Action, Void>(
                embed: { _ in
                  Action.release
                },
                extract: {
                  guard case .release = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
            #endif
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePathsCore.CasePathable {
        }
        """
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
