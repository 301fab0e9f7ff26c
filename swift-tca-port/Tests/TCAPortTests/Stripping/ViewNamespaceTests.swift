import Foundation
import Testing

@testable import TCAPort

/// A view goes, and the types its extensions nest in it stay, for the features naming them.
struct ViewNamespaceTests {
  // A held-out app's list state holds `RepositoryView.Model`s, declared in an extension of
  // the row view: the extension went with the view, and the reducers using it were stubbed.
  @Test
  func aViewsExtensionKeepsItsModelAndAnEmptyEnumStandsForTheView() throws {
    let view = """
      import SwiftUI

      struct RepositoryView: View {
        let model: Model
        var body: some View { Text(model.name) }
      }

      extension RepositoryView {
        struct Model: Identifiable, Equatable {
          let id: UUID
          let name: String
        }
      }
      """
    let accessibility = """
      import SwiftUI

      public extension RepositoryView {
        enum Element: String { case name }
        struct Badge: View { var body: some View { Text("") } }
      }

      extension RowView {
        struct Style { var bold = false }
      }

      struct RowView: View { var body: some View { Text("") } }
      """
    let feature = """
      import ComposableArchitecture

      @Reducer
      struct ListFeature {
        @ObservableState
        struct State: Equatable { var rows: IdentifiedArrayOf<RepositoryView.Model> = [] }
        enum Action { case loaded([RepositoryView.Model]) }
      }
      """
    let unit = AppUnit(
      name: "App", kind: .library,
      files: ["App/RepositoryView.swift", "App/Accessibility.swift", "App/ListFeature.swift"])
    let units = try LayoutTests().withApp([
      "App/RepositoryView.swift": view, "App/Accessibility.swift": accessibility,
      "App/ListFeature.swift": feature,
    ]) { app in
      try Porter.port(app: app, layout: AppLayout(units: [unit], skipped: [:], languageMode: 6))
    }
    let texts = Dictionary(
      uniqueKeysWithValues: units[0].files.map { ($0.destination, $0.ported.text) })

    #expect(texts["RepositoryView.swift"]!.contains("enum RepositoryView {}"))
    #expect(texts["RepositoryView.swift"]!.contains("extension RepositoryView {\n  struct Model"))
    #expect(!texts["RepositoryView.swift"]!.contains("var body"))
    #expect(
      texts["Accessibility.swift"]!.contains(
        "public extension RepositoryView {\n  enum Element: String { case name }\n}"))
    #expect(!texts["Accessibility.swift"]!.contains("Badge"))
    #expect(texts["Accessibility.swift"]!.contains("extension RowView {\n  struct Style"))
    #expect(texts["Accessibility.swift"]!.contains("enum RowView {}"))
    #expect(texts["ListFeature.swift"]!.contains("IdentifiedArrayOf<RepositoryView.Model>"))
    let removals = units[0].files[0].ported.removals.map(\.reason)
    #expect(
      removals == [
        "a view framework; the file imports Foundation instead",
        "a view-layer type: it inherits View; an empty enum RepositoryView keeps the types its extensions nest in it",
        "extends the view RepositoryView; it keeps its nested Model",
      ])
  }
}
