import Foundation
import PortShims
import Testing

/// SwiftUI's values a feature keeps in state, as `PortShims` stands them in on Linux.
struct SwiftUIStandInTests {
  @Test
  func aColourIsItsNameOrItsComponents() {
    #expect(Color.red.description == "red")
    #expect(Color.accentColor.description == "accentColor")
    #expect(Color("brand", bundle: .main).description == "brand")
    #expect(Color.red.opacity(0.5).description == "red.opacity(0.5)")
    #expect(Color(red: 1, green: 0, blue: 0).description == "rgba(1.0, 0.0, 0.0, 1.0)")
    #expect(Color(white: 0.5, opacity: 0.25).description == "white(0.5, 0.25)")
    #expect(
      Color(hue: 0.1, saturation: 0.2, brightness: 0.3).description == "hsba(0.1, 0.2, 0.3, 1.0)")
    #expect(Color.red != Color.blue)
    #expect(Set([Color.red, Color("red")]).count == 1)
  }

  // A device in light mode shows the light appearance's colour.
  @Test
  func aDynamicColourIsTheLightAppearancesColour() {
    var asked: [UIUserInterfaceStyle] = []
    let adaptive = Color { traits in
      asked.append(traits.userInterfaceStyle)
      return traits.userInterfaceStyle == .dark ? .white : .black
    }
    #expect(adaptive == .black)
    #expect(asked == [.light])
    #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
  }

  @Test
  func aLocalizedStringKeyKeepsItsKey() {
    let literal: LocalizedStringKey = "title"
    #expect(literal.key == "title")
    #expect(LocalizedStringKey("subtitle").key == "subtitle")
    let count = 3
    let interpolated: LocalizedStringKey = "\(count) items"
    #expect(interpolated.key == "3 items")
    #expect(literal == LocalizedStringKey("title"))
  }

  @Test
  func editModeIsEditingWhenActiveOrTransient() {
    #expect(EditMode.active.isEditing)
    #expect(EditMode.transient.isEditing)
    #expect(!EditMode.inactive.isEditing)
  }

  // A feature compares phases: `if newPhase > .background`.
  @Test
  func scenePhasesOrderFromBackgroundToActive() {
    #expect(ScenePhase.background < .inactive)
    #expect(ScenePhase.inactive < .active)
    #expect(
      [ScenePhase.active, .background, .inactive].sorted() == [.background, .inactive, .active])
  }

  @Test
  func anImageIsTheNameOfItsAssetOrSymbol() {
    #expect(Image("avatar", bundle: .main).name == "avatar")
    #expect(Image(systemName: "star.fill").name == "star.fill")
    #expect(Image(uiImage: UIImage(named: "flag", in: .main, with: nil)!).name == "flag")
    #expect(Image("a") == Image("a"))
    #expect(Image("a") != Image(systemName: "b"))
  }

  // Darrarski.app sets `.system(.title).bold()` on a header's runs.
  @Test
  func aFontKeepsItsStyleSizeWeightDesignAndItalic() {
    let title = Font.system(.title).bold()
    #expect(title.style == .title && title.weight == .bold && title.size == nil)
    #expect(Font.title == Font.system(.title))
    #expect(Font.caption2.style == .caption2)
    let sized = Font.system(size: 17, weight: .semibold, design: .rounded).italic()
    #expect(sized.size == 17 && sized.style == nil)
    #expect(sized.weight == .semibold && sized.design == .rounded && sized.isItalic)
    #expect(!Font.body.isItalic && Font.body.weight == nil)
    #expect(Font.body.weight(.light).weight == .light)
    #expect(Font.Weight.bold.value > Font.Weight.regular.value)
    #expect(Font.Weight.ultraLight.value < Font.Weight.thin.value)
    #expect(Font.system(.body, design: .monospaced).design == .monospaced)
    #expect(Font.TextStyle.allCases.count == 11)
  }

  @Test
  func aSymbolRenderingModeIsItsName() {
    #expect(SymbolRenderingMode.monochrome.name == "monochrome")
    #expect(SymbolRenderingMode.multicolor.name == "multicolor")
    #expect(SymbolRenderingMode.hierarchical.name == "hierarchical")
    #expect(SymbolRenderingMode.palette.name == "palette")
    #expect(SymbolRenderingMode.multicolor != .palette)
  }

  // tca-port writes `ColorResource.appTint` for an asset catalog's colour; `Color(.appTint)`.
  @Test
  func assetCatalogResourcesNameTheirAssetInTheirBundle() {
    let tint = ColorResource(name: "appTint")
    #expect(tint.bundle == .main)
    #expect(Color(tint) == Color("appTint"))
    let avatar = ImageResource(name: "avatar", bundle: .main)
    #expect(Image(avatar).name == "avatar")
    #expect(UIImage(resource: avatar).name == "avatar")
    #expect(UIImage(resource: avatar).pngData() == nil)
    #expect(avatar == ImageResource(name: "avatar"))
    #expect(avatar != ImageResource(name: "banner"))
  }
}

/// SwiftUI's list edits on collections, which reducers call with a list's offsets.
struct CollectionOffsetsTests {
  @Test
  func removingAtOffsetsRemovesEachAndKeepsTheRestInOrder() {
    var items = ["a", "b", "c", "d", "e"]
    items.remove(atOffsets: IndexSet([1, 3]))
    #expect(items == ["a", "c", "e"])
  }

  @Test
  func movingOffsetsPutsThemBeforeTheDestinationInOrder() {
    var items = ["a", "b", "c", "d", "e"]
    items.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
    #expect(items == ["b", "d", "a", "c", "e"])
    items.move(fromOffsets: IndexSet([4]), toOffset: 0)
    #expect(items == ["e", "b", "d", "a", "c"])
    items.move(fromOffsets: IndexSet([1]), toOffset: 5)
    #expect(items == ["e", "d", "a", "c", "b"])
  }
}
