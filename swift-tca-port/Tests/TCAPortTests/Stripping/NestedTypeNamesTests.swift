import Testing

@testable import TCAPort

/// A type is judged by its own declaration, never by a name it shares: removing a view-layer
/// `Theme.Key` leaves every other nested `Key` of the module.
struct NestedTypeNamesTests {
  private func port(_ source: String, others: [String] = []) -> PortedFile {
    var collector = ViewTypeCollector()
    for file in [source] + others { FilePorter.collectViewTypes(file, into: &collector) }
    return FilePorter.port(source, viewTypeNames: collector.viewTypeNames, isTest: false)
  }

  private let theme = """
    import SwiftUI

    struct Theme {
      var accent = "blue"
      enum Key: EnvironmentKey {
        static let defaultValue = Theme()
      }
    }

    extension Theme.Key {
      static let name = "theme"
    }
    """

  private let settings = """
    import Foundation

    struct Settings: Codable {
      var sound = true
      enum Key: String {
        case sound
      }
    }

    extension Settings.Key {
      static let all: [Self] = [.sound]
    }
    """

  @Test
  func onlyTheViewLayerKeyGoes() {
    let ported = port(theme, others: [settings])
    #expect(!ported.text.contains("enum Key"))
    #expect(!ported.text.contains("extension Theme.Key"))
    #expect(ported.text.contains("var accent = \"blue\""))
    #expect(
      ported.removals.contains {
        $0.declaration == "enum Key"
          && $0.reason.contains("a view-layer type: it inherits EnvironmentKey")
      })
  }

  @Test
  func aKeyOfTheSameNameThatIsNotOfTheViewLayerStays() {
    let ported = port(settings, others: [theme])
    #expect(ported.text == settings)
    #expect(ported.removals.isEmpty)
  }

  @Test
  func theCollectorNamesNestedViewTypesByTheirQualifiedName() {
    var collector = ViewTypeCollector()
    FilePorter.collectViewTypes(theme, into: &collector)
    FilePorter.collectViewTypes(settings, into: &collector)
    #expect(collector.viewTypeNames.contains("Theme.Key"))
    #expect(!collector.viewTypeNames.contains("Key"))
    #expect(!collector.viewTypeNames.contains("Settings.Key"))
    #expect(collector.typeNames.isSuperset(of: ["Theme", "Settings", "Key"]))
  }

  // TCA's view actions are a member type named `View`: a reducer's helper handling them
  // (`func view(_ action: Action.View, state:)`) builds no view, and stays with the reducer.
  @Test
  func aMemberTypeNamedViewIsNoView() {
    let feature = """
      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct AppFeature {
        enum Action: ViewAction {
          case view(View)
          enum View { case onAppear }
        }
        private func view(_ action: Action.View, state: inout State) -> Effect<Action> {
          .none
        }
        func label() -> SwiftUI.Text { Text("App") }
      }
      """
    let ported = port(feature)
    #expect(
      ported.removals.map(\.reason) == [
        "a view framework; the file imports Foundation instead", "returns Text",
      ])
    #expect(ported.text.contains("private func view(_ action: Action.View"))
    #expect(!ported.text.contains("func label()"))
  }
}
