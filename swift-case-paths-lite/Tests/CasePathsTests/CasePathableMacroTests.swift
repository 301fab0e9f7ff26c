import CasePaths
import Testing

@CasePathable
enum Shapes: Equatable {
  case none
  case unlabeled(Int)
  case labeled(count: Int)
  case pair(Int, String)
  case named(x: Int, y: Int)
  case mixed(Int, label: String)
  case `default`(Bool)
}

@CasePathable
enum Either<Left, Right> {
  case left(Left)
  case right(Right)
}

/// Generic parameters named as `AllCasePaths`' own member types (`Sequence.Element`,
/// `Iterator`, `CasePathReflectable.Root`): this file crashed the compiler before.
@CasePathable
enum Loaded<Element, Iterator, Root> {
  case element(Element)
  case page([Element], next: Iterator?)
  case root(Root)
}

@CasePathable
indirect enum Tree: Equatable {
  case leaf(Int)
  case node(Tree, Tree)
}

@CasePathable
public enum PublicAction: Equatable {
  case tapped
}

package struct Outer {
  @CasePathable
  package enum Inner: Equatable {
    case value(Int)
  }
}

@Suite struct CasePathableMacroTests {
  @Test func genericParametersNamedAsSequenceMembersKeepTheirMeaning() {
    typealias Page = Loaded<String, Int, Bool>
    #expect(Page.element("a")[case: \.element] == "a")
    #expect(Page.page(["a", "b"], next: 2)[case: \.page]?.0 == ["a", "b"])
    #expect(Page.root(true)[case: \.root] == true)
    let embedded: Page = (\Page.Cases.element)("b")
    #expect(embedded[case: \.element] == "b")
    #expect(Array(Page.allCasePaths).count == 3)
  }

  @Test func caseWithoutPayloadIsVoid() {
    let path: CaseKeyPath<Shapes, Void> = \.none
    #expect(path() == .none)
    #expect(Shapes.none.is(\.none))
    #expect(!Shapes.unlabeled(1).is(\.none))
  }

  @Test func singlePayloadLabelledOrNot() {
    #expect(Shapes.unlabeled(1)[case: \.unlabeled] == 1)
    #expect((\Shapes.Cases.unlabeled)(2) == .unlabeled(2))
    #expect(Shapes.labeled(count: 3)[case: \.labeled] == 3)
    #expect((\Shapes.Cases.labeled)(4) == .labeled(count: 4))
  }

  @Test func severalPayloadsFormATupleKeepingLabels() {
    let pair = Shapes.pair(1, "a")[case: \.pair]
    #expect(pair?.0 == 1 && pair?.1 == "a")
    #expect((\Shapes.Cases.pair)((2, "b")) == .pair(2, "b"))

    let named = Shapes.named(x: 1, y: 2)[case: \.named]
    #expect(named?.x == 1 && named?.y == 2)
    #expect((\Shapes.Cases.named)((x: 3, y: 4)) == .named(x: 3, y: 4))

    let mixed = Shapes.mixed(5, label: "m")[case: \.mixed]
    #expect(mixed?.0 == 5 && mixed?.label == "m")
    #expect((\Shapes.Cases.mixed)((6, label: "n")) == .mixed(6, label: "n"))
  }

  @Test func keywordCaseNames() {
    #expect(Shapes.default(true)[case: \.default] == true)
    #expect((\Shapes.Cases.default)(false) == .default(false))
  }

  @Test func genericEnums() {
    let value = Either<Int, String>.right("r")
    #expect(value[case: \.right] == "r")
    #expect(value[case: \.left] == nil)
    let left: Either<Int, String> = (\Either<Int, String>.Cases.left)(1)
    #expect(left[case: \.left] == 1)
  }

  @Test func indirectEnums() {
    let tree = Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))
    #expect(tree[case: \.node]?.0 == .leaf(1))
    #expect((\Tree.Cases.node)((.leaf(4), .leaf(5))) == .node(.leaf(4), .leaf(5)))
  }

  @Test func accessLevelIsMirrored() {
    // `public` and `package` enums get case paths usable at their own access level.
    let tapped: PublicAction.AllCasePaths = PublicAction.allCasePaths
    #expect(tapped.tapped.embed(()) == .tapped)
    #expect(Outer.Inner.value(1)[case: \.value] == 1)
  }

  @Test func casePathsAreHashable() {
    let first: CaseKeyPath<Shapes, Int> = \.unlabeled
    let second: CaseKeyPath<Shapes, Int> = \.unlabeled
    #expect(first == second)
    #expect(Set([first, second, \.labeled]).count == 2)
  }
}
