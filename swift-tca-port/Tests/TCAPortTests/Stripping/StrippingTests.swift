import Testing

@testable import TCAPort

/// Golden tests of the view stripping: the exact text a file becomes.
struct StrippingTests {
  private func port(_ source: String, others: [String] = [], isTest: Bool = false) -> PortedFile {
    var collector = ViewTypeCollector()
    for file in [source] + others { FilePorter.collectViewTypes(file, into: &collector) }
    return FilePorter.port(source, viewTypeNames: collector.viewTypeNames, isTest: isTest)
  }

  @Test
  func aFeatureFileLosesItsViewAndPreviewAndKeepsItsReducer() {
    let ported = port(
      """
      // The counter feature.

      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct Counter {
        @ObservableState
        struct State: Equatable { var count = 0 }
        enum Action { case incrementButtonTapped }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.count += 1
            return .none
          }
        }
      }

      /// The counter's screen.
      struct CounterView: View {
        let store: StoreOf<Counter>
        var body: some View { Text("\\(store.count)") }
      }

      #Preview {
        CounterView(store: Store(initialState: Counter.State()) { Counter() })
      }
      """)
    #expect(
      ported.text == """
        // The counter feature.

        import ComposableArchitecture
        import Foundation

        @Reducer
        struct Counter {
          @ObservableState
          struct State: Equatable { var count = 0 }
          enum Action { case incrementButtonTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.count += 1
              return .none
            }
          }
        }
        """)
    #expect(
      ported.removals.map(\.description) == [
        "line 4: import SwiftUI (a view framework; the file imports Foundation instead)",
        "line 20: struct CounterView (a view-layer type: it inherits View)",
        "line 25: #Preview (an Xcode preview)",
      ])
    #expect(ported.imports == ["ComposableArchitecture", "Foundation"])
  }

  @Test
  func conditionalUIKitCodeGoesAndTheEmptiedConditionWithIt() {
    let ported = port(
      """
      import SwiftUI

      #if os(iOS)
        import UIKit

        struct ShareSheet: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> UIActivityViewController { fatalError() }
        }
      #endif

      #if DEBUG
        let isDebug = true
      #endif
      """)
    #expect(
      ported.text == """
        import Foundation

        #if DEBUG
          let isDebug = true
        #endif
        """)
    #expect(
      ported.removals.map(\.declaration) == ["import SwiftUI", "import UIKit", "struct ShareSheet"])
  }

  @Test
  func aViewNestedInAModelGoesAndTheModelStays() {
    let ported = port(
      """
      import SwiftUI

      struct Item: Equatable {
        var title: String
        var tint: Color = .blue
      }

      extension Item {
        struct Row: View {
          let item: Item
          var body: some View { Text(item.title) }
        }

        var summary: String { title.uppercased() }
      }
      """)
    #expect(
      ported.text == """
        import Foundation
        import PortShims

        struct Item: Equatable {
          var title: String
          var tint: Color = .blue
        }

        extension Item {

          var summary: String { title.uppercased() }
        }
        """)
  }

  @Test
  func viewHelpersGoAndTheHelpersFeaturesCallStay() {
    let ported = port(
      """
      import SwiftUI

      /// Used by the feature's alert.
      func formatted(_ seconds: Int) -> String { "\\(seconds / 60) min" }

      extension View {
        func cardStyle() -> some View { padding(8) }
      }

      extension Duration {
        var minutes: Int { Int(components.seconds / 60) }
      }

      extension CounterView {
        var header: some View { Text("Counter") }
      }

      @ViewBuilder
      func emptyState() -> some View { Text("Nothing") }

      func makeController() -> UIViewController { UIViewController() }
      """, others: ["struct CounterView: View { var body: some View { EmptyView() } }"])
    #expect(
      ported.text == """
        import Foundation

        /// Used by the feature's alert.
        func formatted(_ seconds: Int) -> String { "\\(seconds / 60) min" }

        extension Duration {
          var minutes: Int { Int(components.seconds / 60) }
        }
        """)
    #expect(
      ported.removals.map(\.reason) == [
        "a view framework; the file imports Foundation instead",
        "extends View, a view-framework type",
        "extends the view CounterView",
        "a @ViewBuilder",
        "returns UIViewController",
      ])
  }

  @Test
  func combineNamedThroughSwiftUIComesFromOpenCombine() {
    let ported = port(
      """
      import SwiftUI

      final class Model: ObservableObject {
        @Published var flag = false
      }
      """)
    #expect(
      ported.text == """
        import Foundation
        import OpenCombineShim

        final class Model: ObservableObject {
          @Published var flag = false
        }
        """)
  }

  @Test
  func bodiesAreNeverEdited() {
    // A module not re-exporting SwiftUI: names in bodies are the app's, and stay.
    let source = """
      import Dependencies

      struct Feature {
        func render() -> String {
          struct Local: View { var body: some View { Text("") } }
          return "\\(Local.self)"
        }
        let make = { () -> String in
          struct Inner: View { var body: some View { Text("") } }
          return ""
        }
      }
      """
    let ported = port(source)
    #expect(ported.text == source)
    #expect(ported.removals.isEmpty)
  }

  @Test
  func subclassesOfAViewControllerInAnotherFileGoToo() {
    let ported = port(
      """
      import UIKit

      final class DetailController: BaseController {}
      """, others: ["import UIKit\nclass BaseController: UIViewController {}"])
    #expect(ported.text == "import Foundation")
    #expect(
      ported.removals.last?.reason == "a view-layer type: it inherits BaseController")
  }

  @Test
  func coreGraphicsGivesWayToFoundation() {
    let ported = port(
      """
      import CoreGraphics

      struct Layout: Equatable { var origin: CGPoint }
      """)
    #expect(
      ported.text == """
        import Foundation

        struct Layout: Equatable { var origin: CGPoint }
        """)
  }

  @Test
  func testsUsingTestStoreImportTheTestingLibrary() {
    let ported = port(
      """
      import ComposableArchitecture
      import Testing

      @Test func counting() async {
        let store = await TestStore(initialState: Counter.State()) { Counter() }
      }
      """, isTest: true)
    #expect(
      ported.text.hasPrefix(
        """
        import ComposableArchitecture
        import ComposableArchitectureTesting
        import Testing
        """))
    let plain = port("import ComposableArchitecture\nimport Testing\n", isTest: true)
    #expect(plain.imports == ["ComposableArchitecture", "Testing"])
  }

  @Test
  func aStoreViewInKeptCodeIsABlocker() {
    let ported = port(
      """
      import ComposableArchitecture

      final class Model {
        let content: IfLetStore<Feature.State, Feature.Action, Never>
        init(content: IfLetStore<Feature.State, Feature.Action, Never>) { self.content = content }
      }
      """)
    #expect(
      ported.blockers.map(\.description) == [
        "line 4: IfLetStore: a SwiftUI view of a store from before TCA 1.7; TCA Lite has no views: observe the store (`store.count`) and send to it"
      ])
  }

  // tapit-app's orientation client: code Linux never compiles blocks nothing.
  @Test
  func aNameUnderAnIfLinuxDoesNotCompileIsNoBlocker() {
    let ported = port(
      """
      import ComposableArchitecture

      #if os(iOS)
        let store: IfLetStore<Feature.State, Feature.Action, Never>? = nil
      #elseif os(Linux)
        let linux = true
      #else
        let other: IfLetStore<Feature.State, Feature.Action, Never>? = nil
      #endif

      #if os(Linux)
        let onLinux = true
      #else
        let elsewhere: IfLetStore<Feature.State, Feature.Action, Never>? = nil
      #endif
      """)
    #expect(ported.blockers.isEmpty)
  }

  @Test
  func aViewStoreInKeptCodeComesAcross() {
    let ported = port(
      """
      import ComposableArchitecture

      final class Model {
        let viewStore: ViewStoreOf<Feature>
        init(viewStore: ViewStoreOf<Feature>) { self.viewStore = viewStore }
      }
      """)
    #expect(ported.blockers.isEmpty)
  }

  @Test
  func anAppleFrameworkImportTheRestDoesNotUseGoes() {
    let ported = port(
      """
      import AVFoundation
      import Combine
      import ComposableArchitecture
      import SwiftUI

      @Reducer struct Memos {}

      struct MemosView: View {
        @StateObject var model = Model()
        var body: some View { Text("") }
      }
      """)
    #expect(
      ported.text == """
        import ComposableArchitecture
        import Foundation

        @Reducer struct Memos {}
        """)
    #expect(
      ported.removals.map(\.description).prefix(2) == [
        "line 1: import AVFoundation (names nothing of AVFoundation's (AV… types) once the views are gone; not on Linux)",
        "line 2: import Combine (names nothing of Combine's (publishers, subjects, cancellables) once the views are gone; not on Linux)",
      ])
    let used = port("import AVFoundation\n\nlet session = AVAudioSession.sharedInstance()\n")
    #expect(used.imports == ["AVFoundation"])
    // Critical Maps' models import MapKit for CoreLocation's types, which MapKit brings.
    let brought = port(
      "import MapKit\n\nfunc place() -> CLLocation { CLLocation(latitude: 0, longitude: 0) }\n")
    #expect(brought.imports == ["MapKitStandIn"])
    // composable-core-location re-exports CoreLocation for its users.
    let exported = port("import ComposableArchitecture\n@_exported import CoreLocation\n")
    #expect(exported.imports == ["ComposableArchitecture", "CoreLocationStandIn"])
    // An unused framework brought Foundation: Foundation stays imported.
    let request = port("import CoreLocation\n\nlet now = Date()\n")
    #expect(request.text == "import Foundation\n\nlet now = Date()\n")
    let unused = port("import MapKit\n\nlet answer = 42\n")
    #expect(
      unused.removals.map(\.description) == [
        "line 1: import MapKit (names nothing of MapKit's (MK… types, CL… types) once the views are gone; not on Linux)"
      ])
  }

  // A models file whose only view import sits in an `#if` after its declarations: the imports it
  // needs go on lines of their own (they were glued onto the first declaration:
  // `import PortShimspublic enum …`, which took a models module and all above it down).
  @Test
  func importsAddedToAFileWithoutTopLevelImportsGoOnTheirOwnLines() {
    let ported = port(
      """
      public enum Mood: String {
        case happy
        var tint: Color { .red }
      }

      #if canImport(SwiftUI)
        import SwiftUI

        struct MoodView: View {
          var body: some View { Text("") }
        }
      #endif
      """)
    #expect(
      ported.text.hasPrefix(
        """
        import Foundation
        import PortShims

        public enum Mood: String {
        """))
  }

  // Upstream's case studies nest a reducer in its view and extend it elsewhere in the file: the
  // view goes, an empty enum of its name keeps the reducer (`cannot find type
  // 'ObservablePresentationView'` before).
  @Test
  func aReducerNestedInAViewOutlivesIt() {
    let ported = port(
      """
      import ComposableArchitecture
      import SwiftUI

      public struct PresentationView: View {
        @Reducer
        public struct Feature {
          struct Row: View {
            var body: some View { Text("") }
          }
        }
        let store: StoreOf<Feature>
        public var body: some View { Text("") }
      }

      extension PresentationView.Feature {
        enum Destination {}
      }
      """)
    #expect(
      ported.text == """
        import ComposableArchitecture
        import Foundation

        public enum PresentationView {
          @Reducer
          public struct Feature {
          }
        }

        extension PresentationView.Feature {
          enum Destination {}
        }
        """)
    #expect(
      ported.removals.map(\.description).contains(
        "line 4: struct PresentationView (a view-layer type: it inherits View; an empty enum PresentationView keeps its nested Feature)"
      ))
  }

  // try! Swift Tokyo's pattern: a screen's reducer nested in its view, presented by another
  // feature whose state names it through the view.
  @Test
  func stateNamingAReducerNestedInAViewKeepsItThroughTheViewsNamespace() {
    let ported = port(
      """
      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct Schedule {
        @ObservableState
        struct State: Equatable {
          @Presents var detail: DetailView.Feature.State?
          var header: HeaderView?
        }
        enum Action {
          case detail(PresentationAction<DetailView.Feature.Action>)
        }
      }
      """,
      others: [
        """
        import SwiftUI
        struct DetailView: View {
          @Reducer struct Feature {}
          var body: some View { Text("") }
        }
        struct HeaderView: View {
          var body: some View { Text("") }
        }
        """
      ])
    #expect(
      ported.text == """
        import ComposableArchitecture
        import Foundation

        @Reducer
        struct Schedule {
          @ObservableState
          struct State: Equatable {
            @Presents var detail: DetailView.Feature.State?
          }
          enum Action {
            case detail(PresentationAction<DetailView.Feature.Action>)
          }
        }
        """)
    #expect(
      ported.removals.map(\.description).contains(
        "line 9: var header (of type HeaderView)"))
  }

  // A live value chosen by `#if targetEnvironment(simulator)`: the app's tests build the
  // simulator's branch, and so does the port; a key whose every branch declares only live values
  // loses them all as one.
  @Test
  func theSimulatorsBranchIsTheOneBuiltAndLiveValuesUnderIfGoTogether() {
    let ported = FilePorter.port(
      """
      import ComposableArchitecture
      import StoreKit

      struct StoreClient {
        var products: @Sendable () async throws -> [String]
      }

      extension StoreClient: DependencyKey {
        #if targetEnvironment(simulator)
          static let liveValue = Self(products: { ["mock"] })
        #else
          static let liveValue = Self(products: { try await Product.products(for: []).map { $0.id } })
        #endif
        static let testValue = Self(products: { [] })
      }

      #if !targetEnvironment(simulator) && !targetEnvironment(macCatalyst)
        let onDevice = true
      #endif
      """, viewTypeNames: [], isTest: false, liveValuesNeeding: ["StoreKit"])
    #expect(
      ported.text == """
        import ComposableArchitecture
        import Foundation

        struct StoreClient {
          var products: @Sendable () async throws -> [String]
        }

        extension StoreClient: TestDependencyKey {
          static let testValue = Self(products: { [] })
        }

        #if !true && !false
          let onDevice = true
        #endif
        """)
    #expect(
      ported.removals.map(\.description).contains(
        "line 9: static var liveValue (the live value of a dependency, built on StoreKit, which Linux lacks; tests use its test value)"
      ))
  }

  // isowords' Color helpers: a SwiftUI value the shims stand in for, extended with UIKit
  // conversions under #if canImport(UIKit), which holds as on iOS.
  @Test
  func anExtensionOfAShimmedViewValueLosesWhatNamesUIKit() {
    let ported = port(
      """
      import SwiftUI

      extension Color {
        public static func hex(_ hex: UInt) -> Self {
          Self(red: Double(hex >> 16) / 255, green: 0, blue: 0, opacity: 1)
        }
      }

      extension AppStorage {
        public init(_ key: String, enabled: Bool) where Value == Bool {
          self.init(wrappedValue: enabled, key)
        }
      }

      #if canImport(UIKit)
        import UIKit

        extension Color {
          public func inverted() -> Self {
            Self(UIColor(self).inverted())
          }
        }
      #endif
      """)
    #expect(ported.text.contains("public static func hex(_ hex: UInt) -> Self"))
    #expect(!ported.text.contains("extension AppStorage"))
    #expect(!ported.text.contains("UIColor"))
    #expect(
      ported.removals.map(\.description).contains(
        "line 19: func inverted (names UIColor, a UIKit type)"))
  }

  // Critical Maps' next-ride annotation: a MapKit annotation whose coordinate is KVO-observable.
  @Test
  func objectiveCAttributesGoAndWhatTheyMarkStays() {
    let ported = port(
      """
      import MapKit

      public final class CriticalMassAnnotation: NSObject, MKAnnotation {
        /// Where the ride meets.
        @objc public dynamic var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }

        @objc @discardableResult func tapped() -> Bool { true }
      }
      """)
    #expect(!ported.text.contains("@objc"))
    #expect(
      ported.text.contains(
        """
          /// Where the ride meets.
          public dynamic var coordinate: CLLocationCoordinate2D
        """))
    #expect(ported.text.contains("\n  @discardableResult func tapped() -> Bool"))
    #expect(
      ported.removals.map(\.description).contains(
        "line 5: @objc (needs Objective-C interoperability, which Linux has not; what it marks stays)"
      ))
  }

  // A Core Data entity's `@NSManaged` properties compiled here and failed only as the package
  // linked (no accessors): the attribute goes, and the build mends what then fails.
  @Test
  func coreDataManagedPropertiesLoseTheirAttribute() {
    let ported = port(
      """
      import CoreData

      public final class CompanyAddressEntity: NSManagedObject {
        @NSManaged public var address: String?
      }
      """)
    #expect(ported.text.contains("\n  public var address: String?"))
    #expect(!ported.text.contains("@NSManaged"))
  }

  // Critical Maps' map: its annotation views, the map's delegate, and a helper taking the map.
  @Test
  func mapKitsViewsAreOfTheViewLayer() {
    let ported = port(
      """
      import MapKit

      final class RiderAnnotationView: MKAnnotationView {}

      final class MapCoordinator: NSObject, MKMapViewDelegate {}

      extension MKMapView {
        func register(annotationViewType: (some MKAnnotationView).Type) {}
      }

      enum RiderAnnotationUpdateClient {
        static func update(_ riders: [Int], _ mapView: MKMapView) -> [Int] { riders }
      }

      struct MapState { var center = CLLocationCoordinate2D() }
      """)
    for name in ["RiderAnnotationView", "MapCoordinator", "extension MKMapView", "func update"] {
      #expect(!ported.text.contains(name))
    }
    #expect(ported.text.contains("struct MapState { var center = CLLocationCoordinate2D() }"))
  }

  // Critical Maps' chat input: UIKit's text view attributes, in a struct of their own.
  @Test
  func textLayoutAttributesGoWithWhatUsesThem() {
    let ported = port(
      """
      import Foundation
      import UIKit

      public struct TextAttributes {
        var textAlignment: NSTextAlignment?
        var lineBreakMode: NSLineBreakMode?
        var isEditable: Bool?

        public static var chat: Self {
          .init(textAlignment: nil, lineBreakMode: .byWordWrapping, isEditable: true)
        }
      }
      """)
    #expect(!ported.text.contains("NSTextAlignment") && !ported.text.contains("NSLineBreakMode"))
    #expect(!ported.text.contains("static var chat"))
    #expect(ported.text.contains("var isEditable: Bool?"))
  }

  // Critical Maps' API client: its preview value answers with an empty HTTP response.
  @Test
  func anEmptyResponseIsOneForABlankAddress() {
    let ported = port(
      """
      import Foundation

      let preview: (Data, URLResponse) = (Data(), HTTPURLResponse())
      let plain = URLResponse()
      let custom = HTTPURLResponse(url: URL(string: "https://a.b")!, statusCode: 404, httpVersion: nil, headerFields: nil)
      let failure = APIError.invalidJSON(NSError())
      """)
    #expect(
      ported.text.contains(
        #"(Data(), HTTPURLResponse(url: URL(string: "about:blank")!, statusCode: 200, httpVersion: nil, headerFields: nil)!)"#
      ))
    #expect(ported.text.contains(#"let plain = URLResponse(url: URL(string: "about:blank")!"#))
    #expect(ported.text.contains("statusCode: 404"))
    #expect(
      ported.removals.map(\.description) == [
        "line 3: HTTPURLResponse() (Linux Foundation has no empty response: one for about:blank stands in)",
        "line 4: URLResponse() (Linux Foundation has no empty response: one for about:blank stands in)",
        "line 6: NSError() (Linux Foundation has no empty error: one of an empty domain and code 0 stands in)",
      ])
    // A held-out app's test wraps an empty error in its own.
    #expect(ported.text.contains(#"APIError.invalidJSON(NSError(domain: "", code: 0))"#))
  }

  // Critical Maps' ID provider hashes with CryptoKit, whose API swift-crypto's Crypto has.
  @Test
  func cryptoKitIsImportedAsSwiftCrypto() {
    let ported = port(
      """
      import CryptoKit
      import Foundation

      public func hash(id: String) -> String {
        SHA512.hash(data: Data(id.utf8)).map { String(format: "%02hhx", $0) }.joined()
      }
      """)
    #expect(ported.text.hasPrefix("import Crypto\n"))
    #expect(ported.imports == ["Crypto", "Foundation"])
    #expect(
      ModuleCatalog.resolve("Crypto", appModules: [])
        == .product(
          .remote(
            url: "https://github.com/apple/swift-crypto.git",
            requirement: #""1.0.0"..<"5.0.0""#)))
  }

  // Critical Maps' Styleguide: UIKit's dynamic colours, and SwiftUI's colours made from them.
  @Test
  func aColorMadeFromAUIKitColorGoesWithTheUIKitExtension() {
    let ported = port(
      """
      import SwiftUI
      import UIKit

      public extension UIColor {
        static var backgroundPrimary: Self {
          Self { $0.userInterfaceStyle == .dark ? Self.black : Self.white }
        }
      }

      public extension Color {
        static var backgroundPrimary: Self {
          Color(uiColor: .backgroundPrimary)
        }

        static var brand: Self { Color(red: 1, green: 0.8, blue: 0) }
      }
      """)
    #expect(!ported.text.contains("uiColor"))
    #expect(ported.text.contains("static var brand: Self"))
    #expect(
      ported.removals.map(\.description).contains(
        "line 11: var backgroundPrimary (converts a UIKit or AppKit value (uiColor:))"))
  }

  // Darrarski.app's video preview: the view's image helper takes a CoreGraphics image, which
  // Linux Foundation lacks, and converts it per platform (neither branch holds on Linux).
  @Test
  func anExtensionOfAShimmedViewValueLosesWhatNamesCoreGraphicsDrawing() {
    let ported = port(
      """
      import SwiftUI

      private extension Image {
        init(cgImage: CGImage) {
      #if os(iOS)
          self = Self(uiImage: UIImage(cgImage: cgImage))
      #elseif os(macOS)
          self = Self(nsImage: NSImage(cgImage: cgImage, size: .zero))
      #endif
        }

        var isPortrait: Bool { frameSize.height > frameSize.width }
        var frameSize: CGSize { CGSize(width: 1, height: 2) }
      }
      """)
    #expect(!ported.text.contains("CGImage"))
    #expect(ported.text.contains("var frameSize: CGSize"))
    #expect(
      ported.removals.map(\.description).contains(
        "line 4: init (names CGImage, a CoreGraphics type)"))
  }

  // isowords' Styleguide: letter colours as UIKit colours at file scope, and what reads them.
  @Test
  func fileScopeValuesNamingUIKitGoWithWhatUsesThem() {
    let ported = port(
      """
      import SwiftUI

      public let letterColors = ["A"..<"H": [UIColor.hex(0xF3E7A2)]]

      public func colors(for word: String) -> [Color] {
        letterColors.first { $0.key.contains(word) }?.value.map(Color.init) ?? []
      }

      public func openSettings() async {
        await UIApplication.shared.open(URL(string: "app-settings:")!)
      }

      public let title = "isowords"

      public struct DeviceState {
        public var idiom: UIUserInterfaceIdiom
        public var name = "phone"
        public static let `default` = Self(idiom: UIDevice.current.userInterfaceIdiom)
        public var isPad: Bool { idiom == .pad }
      }
      """)
    #expect(!ported.text.contains("letterColors"))
    #expect(!ported.text.contains("func colors"))
    #expect(ported.text.contains("func openSettings"))
    #expect(ported.text.contains("public let title"))
    #expect(!ported.text.contains("UIDevice") && !ported.text.contains("isPad"))
    #expect(ported.text.contains("public var name = \"phone\""))
    #expect(
      ported.removals.map(\.description).contains(
        "line 5: func colors (uses letterColors, which goes)"))
  }

  // isowords' Styleguide and bottom menu: a font registration its tests call in setUp, and a
  // menu button whose title is a view's Text.
  @Test
  func aFunctionNeedingUIKitOnlyInItsBodyStaysDoingNothingAndUsersOfRemovedMembersGo() {
    let ported = port(
      """
      import SwiftUI

      @discardableResult
      public func registerFonts() -> Bool {
        UIFont.registerFont(name: "Matter-Medium")
      }

      public struct MenuButton {
        public let title: Text
        public let id: UUID

        func retitled() -> Self {
          .init(title: self.title, id: UUID())
        }
      }

      func menuTitle(_ title: String) -> String {
        let text = Text(title)
        return "\\(text)"
      }
      """)
    #expect(ported.text.contains("public func registerFonts() -> Bool { false }"))
    #expect(!ported.text.contains("func menuTitle"))
    #expect(!ported.text.contains("retitled") && ported.text.contains("public let id: UUID"))
    #expect(
      ported.removals.map(\.description).contains(
        "line 3: func registerFonts (names UIFont, a UIKit type: its body does nothing here)"))
  }

  // isowords' application client: its endpoints name UIKit types the shims stand in for.
  @Test
  func aClientNamingUIKitTypesTheShimsHaveKeepsThem() {
    let ported = port(
      """
      import DependenciesMacros
      import UIKit

      @DependencyClient
      public struct UIApplicationClient {
        public var open: @Sendable (URL, [UIApplication.OpenExternalURLOptionsKey: Any]) async -> Bool = {
          _, _ in false
        }
        public var setUserInterfaceStyle: @Sendable (UIUserInterfaceStyle) async -> Void
      }
      """)
    #expect(ported.text.contains("public var open:"))
    #expect(ported.text.contains("public var setUserInterfaceStyle:"))
    #expect(ported.text.contains("import PortShims"))
  }

  // isowords' settings: upstream ComposableArchitecture re-exports SwiftUI and UIKit, so a
  // feature importing only it names `UIApplication`; a `GeometryEffect` is a view modifier.
  @Test
  func aFeatureImportingOnlyComposableArchitectureNamesUIKitThroughIt() {
    let ported = port(
      """
      import ComposableArchitecture

      @Reducer
      struct Settings {
        struct State {}
        enum Action { case didBecomeActive, task }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            .publisher {
              NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
                .map { _ in .didBecomeActive }
            }
          }
        }
      }

      func shake(_ cell: UITableViewCell) {
        cell.isHighlighted = true
      }

      private struct RingEffect: GeometryEffect {
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
          ProjectionTransform(CGAffineTransform(rotationAngle: animatableData))
        }
      }
      """)
    #expect(ported.text.contains("import ComposableArchitecture\nimport PortShims"))
    #expect(ported.text.contains("UIApplication.didBecomeActiveNotification"))
    #expect(!ported.text.contains("func shake"))
    #expect(!ported.text.contains("RingEffect"))
  }

  // isowords' game menu: icons made from UIKit images of the module's assets; a test file
  // importing HomeKit for nothing.
  @Test
  func aMenuIconMadeFromAUIImageStaysAndAnUnusedHomeKitImportGoes() {
    let ported = port(
      """
      import ComposableArchitecture
      import HomeKit
      import SwiftUI

      extension Image {
        static let flag = Self(uiImage: UIImage(named: "flag", in: Bundle.module, with: nil)!)
      }
      """)
    #expect(ported.text.contains("static let flag = Self(uiImage: UIImage(named: \"flag\""))
    #expect(ported.text.contains("import PortShims"))
    #expect(!ported.text.contains("import HomeKit"))
    #expect(ported.blockers.isEmpty)
  }

  // isowords' cube: SceneKit nodes whose view states the game's reducer keeps.
  @Test
  func sceneKitIsAViewFrameworkWhoseNodesKeepTheirNestedStates() {
    let ported = port(
      """
      import SceneKit

      public class CubeFaceNode: SCNNode {
        public struct ViewState: Equatable { public var letter: String }
      }

      public class CubeNode: SCNNode {
        public struct ViewState: Equatable {
          public var index: Int
          public var top: CubeFaceNode.ViewState
        }
        public enum ViewAction {
          case tap(UIGestureRecognizer.State, Int?)
        }
        override public init() { super.init() }
      }

      extension SCNNode {
        var category: Int { categoryBitMask }
      }

      func plane(size: CGFloat) -> SCNGeometry {
        SCNPlane(width: size, height: size)
      }
      """)
    #expect(ported.text.contains("public enum CubeNode {"))
    #expect(ported.text.contains("public var top: CubeFaceNode.ViewState"))
    #expect(ported.text.contains("public struct ViewState: Equatable"))
    #expect(ported.text.contains("case tap(UIGestureRecognizer.State, Int?)"))
    #expect(!ported.text.contains("SCN") && !ported.text.contains("import SceneKit"))
  }

  // isowords' bottom menu: a button's animation, named through SwiftUI.
  @Test
  func aStandInNamedThroughItsViewFrameworkIsNamedThroughItsOwnModule() {
    let ported = port(
      """
      import ComposableArchitecture
      import SwiftUI

      public struct MenuAction {
        enum Animation: Equatable {
          case inherited
          case explicit(SwiftUI.Animation?)
        }
        var animation = SwiftUI.Animation.default
        var tint: SwiftUI.Color = .red
      }
      """)
    #expect(ported.text.contains("case explicit(ComposableArchitecture.Animation?)"))
    #expect(ported.text.contains("var animation = ComposableArchitecture.Animation.default"))
    #expect(ported.text.contains("var tint: PortShims.Color = .red"))
    #expect(ported.text.contains("import PortShims"))
    // Without TCA Lite's module imported, its animation is named alone.
    let plain = port(
      """
      import SwiftUI
      let animation: SwiftUI.Animation = .default
      """)
    #expect(plain.text.contains("let animation: Animation = .default"))
  }

  // isowords' bottom menu state: its Button is its own, not SwiftUI's.
  @Test
  func anExtensionOfAnAppsNestedTypeNamedLikeAViewTypeStays() {
    let ported = port(
      """
      import SwiftUI

      public struct MenuState<Action> {
        public struct Button { public var title: String }
      }
      extension MenuState.Button: Equatable where Action: Equatable {}
      extension Button {
        init(title: String) { self.init(title, action: {}) }
      }
      """)
    #expect(
      ported.text.contains("extension MenuState.Button: Equatable where Action: Equatable {}"))
    #expect(!ported.text.contains("extension Button {"))
  }

  // isowords' font names: a tagged string whose tag is SwiftUI's Font.
  @Test
  func anAliasOfAViewTypeGoesWithItsExtensions() {
    let ported = port(
      """
      import SwiftUI
      import Tagged

      public typealias FontName = Tagged<Font, String>

      extension FontName {
        public static let matter: Self = "Matter-Regular"
      }

      public typealias Score = Tagged<Self, Int>
      """)
    #expect(!ported.text.contains("FontName"))
    #expect(ported.text.contains("public typealias Score = Tagged<Self, Int>"))
    #expect(
      ported.removals.map(\.description).contains(
        "line 4: typealias FontName (aliases Tagged<Font, String>, of the view layer)"))
  }

  // Critical Maps' SwiftGen assets: a deprecated alias of the platform image alias the view
  // layer took.
  @Test
  func anAliasOfARemovedNestedViewAliasGoesToo() {
    let ported = port(
      """
      #if os(iOS)
        import UIKit
      #endif

      public typealias AssetImageTypeAlias = ImageAsset.Image

      public struct ImageAsset {
        public fileprivate(set) var name: String

        #if os(iOS)
        public typealias Image = UIImage
        #endif
      }
      """)
    #expect(!ported.text.contains("AssetImageTypeAlias"))
    #expect(ported.text.contains("public fileprivate(set) var name: String"))
    #expect(
      ported.removals.map(\.description).contains(
        "line 5: typealias AssetImageTypeAlias (aliases ImageAsset.Image, of the view layer)"))
  }

  // isowords' padding modifier: its configuration of view values goes with it, and so does an
  // extension of a layout value.
  @Test
  func aViewsNestedTypeOfViewValuesGoesWithIt() {
    let ported = port(
      """
      import SwiftUI

      private struct AdaptivePadding: ViewModifier {
        enum Configuration {
          case edgeInsets(EdgeInsets)
          case edges(Edge.Set, length: CGFloat?)
        }
        let configuration: Configuration
        func body(content: Content) -> some View { content }
      }

      extension EdgeInsets {
        static let zero = Self()
      }
      """)
    #expect(!ported.text.contains("Configuration") && !ported.text.contains("EdgeInsets"))
  }

  // isowords' API client: its live value hashes with CryptoKit; the rest of the file does not.
  @Test
  func anAppleFrameworkImportGoesWithTheLiveValueThatUsedIt() {
    let ported = FilePorter.port(
      """
      import CryptoKit
      import Dependencies

      extension ApiClient: DependencyKey {
        public static let liveValue = Self.live(sha256: { Data(SHA256.hash(data: $0)) })
      }

      extension URLRequest {
        mutating func setHeaders() {}
      }
      """, viewTypeNames: [], isTest: false, liveValuesNeeding: ["CryptoKit"])
    #expect(!ported.text.contains("import CryptoKit"))
    #expect(ported.text.contains("extension URLRequest"))
  }

  // SyncUps' speech client: interface, live value and its private helper in one file. The live
  // value goes (tests use the test value), and so does what only it used; the key keeps its test
  // value as a TestDependencyKey, and Speech's interface types come from its stand-in.
  @Test
  func aLiveValueOnAFrameworkLinuxLacksGoesWithWhatOnlyItUsed() {
    let ported = FilePorter.port(
      """
      import ComposableArchitecture
      @preconcurrency import Speech

      @DependencyClient
      struct SpeechClient {
        var authorizationStatus: @Sendable () -> SFSpeechRecognizerAuthorizationStatus = { .denied }
      }

      extension SpeechClient: DependencyKey {
        static var liveValue: SpeechClient {
          let speech = Speech()
          return SpeechClient(authorizationStatus: { speech.status() })
        }
        static let testValue = SpeechClient()
      }

      private actor Speech {
        private var engine = AVAudioEngine()
        nonisolated func status() -> SFSpeechRecognizerAuthorizationStatus { .authorized }
      }
      """, viewTypeNames: [], isTest: false, liveValuesNeeding: ["Speech"])
    #expect(
      ported.text == """
        import ComposableArchitecture
        @preconcurrency import SpeechStandIn

        @DependencyClient
        struct SpeechClient {
          var authorizationStatus: @Sendable () -> SFSpeechRecognizerAuthorizationStatus = { .denied }
        }

        extension SpeechClient: TestDependencyKey {
          static let testValue = SpeechClient()
        }
        """)
    #expect(
      ported.removals.map(\.description) == [
        "line 10: static var liveValue (the live value of a dependency, built on Speech, which Linux lacks; tests use its test value)",
        "line 17: actor Speech (used only by the removed live values)",
      ])
    #expect(ModuleCatalog.resolve("Speech", appModules: []) == .product(.lite("swift-stand-ins")))
  }

  // A key whose test value is declared elsewhere keeps that conformance: this one drops its
  // DependencyKey clause rather than restate TestDependencyKey without a test value.
  @Test
  func aLiveValueNamingUIKitClassesIsBuiltOnUIKit() {
    let haptics = """
      import ComposableArchitecture
      import UIKit

      extension HapticsClient: DependencyKey {
        static let liveValue = Self(tap: { await UISelectionFeedbackGenerator().selectionChanged() })
        static let testValue = Self()
      }
      """
    #expect(LiveValueFile.viewFrameworkOfLiveValues(haptics) == "UIKit")
    let plain = """
      import ComposableArchitecture
      import UIKit

      extension Clock: DependencyKey {
        static let liveValue = Self(now: { Date() })
      }
      """
    #expect(LiveValueFile.viewFrameworkOfLiveValues(plain) == nil)
    let noKit = haptics.replacingOccurrences(of: "import UIKit\n", with: "")
    #expect(LiveValueFile.viewFrameworkOfLiveValues(noKit) == nil)
  }

  // A dependency declared beside its SwiftUI live value under `#if canImport(SwiftUI)` (the
  // try! Swift app's `\.safari`): the iOS build compiles it, so the port keeps it, without the
  // live value, its key a `TestDependencyKey`; an AppKit branch is not the iOS app's.
  @Test
  func codeUnderCanImportOfAViewFrameworkIsKeptAsTheIOSBuildKeepsIt() {
    let source = """
      import Dependencies

      #if canImport(SafariServices) && canImport(SwiftUI)
        import SafariServices
        import SwiftUI

        extension DependencyValues {
          public var safari: SafariEffect {
            get { self[SafariKey.self] }
            set { self[SafariKey.self] = newValue }
          }
        }

        private enum SafariKey: DependencyKey {
          static let liveValue = SafariEffect { url in
            await UIApplication.shared.open(url)
          }
          static let testValue = SafariEffect { _ in false }
        }
      #endif

      #if canImport(AppKit)
        let platform = "macOS"
      #else
        let platform = "iOS"
      #endif

      #if DEBUG && canImport(os)
        let images = _dyld_image_count()
      #endif
      """
    let frameworks = [LiveValueFile.viewFrameworkOfLiveValues(source)].compactMap { $0 }
    #expect(frameworks == ["SwiftUI"])
    let ported = FilePorter.port(
      source, viewTypeNames: [], isTest: false, liveValuesNeeding: frameworks)
    #expect(ported.text.contains("#if true && true"))
    #expect(ported.text.contains("private enum SafariKey: TestDependencyKey {"))
    #expect(!ported.text.contains("liveValue"))
    #expect(!ported.text.contains("import SwiftUI"))
    #expect(ported.text.contains("#if false\n  let platform = \"macOS\""))
    #expect(ported.text.contains("#if DEBUG && false"))
  }

  // isowords sends actions from its effects inside UIKit's animation blocks.
  @Test
  func aSendHelperAnimatingWithUIKitStaysAndAHelperTakingAViewGoes() {
    let ported = port(
      """
      import ComposableArchitecture
      import UIKit

      extension Send {
        public func callAsFunction(
          _ action: Action, animateWithDuration duration: TimeInterval,
          options animationOptions: UIView.AnimationOptions = []
        ) {
          UIView.animate(withDuration: duration, delay: 0, options: animationOptions) { self(action) }
        }

        public func twice(_ action: Action) {
          self(action)
          self(action)
        }
      }

      func highlight(_ view: UIView) {
        view.alpha = 0.5
      }
      """)
    #expect(ported.text.contains("options animationOptions: UIView.AnimationOptions = []"))
    #expect(ported.text.contains("UIView.animate(withDuration: duration"))
    #expect(ported.text.contains("import PortShims"))
    #expect(ported.text.contains("public func twice(_ action: Action) {"))
    #expect(!ported.text.contains("func highlight"))
    #expect(ported.removals.contains { $0.declaration == "func highlight" })
  }

  @Test
  func aModelsLayoutValuesForItsViewGo() {
    let ported = port(
      """
      import SwiftUI

      extension Plan {
        var gridItem: GridItem { GridItem(.flexible(minimum: 64)) }
        var nameFont: Font { .headline }
        var columnCount: Int { 2 }
      }
      """)
    #expect(!ported.text.contains("gridItem"))
    #expect(!ported.text.contains("nameFont"))
    #expect(ported.text.contains("var columnCount: Int { 2 }"))
  }

  // The try! Swift app's MapKit client: a `@DependencyClient` whose only value is its live one.
  @Test
  func aClientWithOnlyALiveValueGetsItsUnimplementedOne() {
    let ported = FilePorter.port(
      """
      import Dependencies
      import DependenciesMacros
      import MapKit

      @DependencyClient
      public struct MapKitClient: Sendable {
        public var localSearch: @Sendable (String, MKCoordinateRegion) async throws -> [MKMapItem]
      }

      extension MapKitClient: DependencyKey {
        public static let liveValue: Self = .init(
          localSearch: { query, region in try await MKLocalSearch(request: .init()).start().mapItems }
        )
      }
      """, viewTypeNames: [], isTest: false, liveValuesNeeding: ["MapKit"])
    #expect(ported.text.contains("extension MapKitClient: DependencyKey {"))
    #expect(ported.text.contains("public static let liveValue = MapKitClient()"))
    #expect(!ported.text.contains("MKLocalSearch("))
  }

  @Test
  func aLiveValueWhoseKeyHasNoTestValueHereDropsTheConformance() {
    let ported = FilePorter.port(
      """
      import AVFoundation
      import Dependencies

      extension AudioClient: DependencyKey {
        static let liveValue = AudioClient(play: { _ = AVAudioPlayer() })
      }
      """, viewTypeNames: [], isTest: false, liveValuesNeeding: ["AVFoundation"])
    // AVFoundation brought Foundation, which the file now imports itself.
    #expect(
      ported.text == """
        import Dependencies
        import Foundation

        extension AudioClient {
        }
        """)
  }

  @Test
  func anExtensionOfAViewProtocolGoes() {
    let ported = port(
      """
      import SwiftUI

      struct TrailingIconLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.title }
      }

      extension LabelStyle where Self == TrailingIconLabelStyle {
        static var trailingIcon: Self { Self() }
      }
      """)
    #expect(ported.text == "import Foundation")
  }

  @Test
  func combineThatKeptCodeUsesComesFromOpenCombine() {
    let ported = port(
      """
      @preconcurrency import Combine
      import ComposableArchitecture

      @Reducer struct Settings {
        @Dependency(\\.mainQueue) var mainQueue
        func changes() -> AnyPublisher<Int, Never> { Just(1).eraseToAnyPublisher() }
      }
      """)
    #expect(
      ported.text == """
        @preconcurrency import OpenCombineShim
        import ComposableArchitecture

        @Reducer struct Settings {
          @Dependency(\\.mainQueue) var mainQueue
          func changes() -> AnyPublisher<Int, Never> { Just(1).eraseToAnyPublisher() }
        }
        """)
    #expect(ported.imports.contains("OpenCombineShim"))
    #expect(ported.blockers.isEmpty)
    #expect(
      ModuleCatalog.resolve("OpenCombineShim", appModules: [])
        == .product(
          .remote(
            url: "https://github.com/OpenCombine/OpenCombine.git", requirement: #"from: "0.14.0""#))
    )
  }

  @Test
  func anInitializerTakingAViewGoes() {
    let ported = port(
      """
      import UIKit

      struct CaseStudy {
        let title: String

        init(title: String, controller: @autoclosure @escaping () -> UIViewController) {
          self.title = title
        }
      }
      """)
    #expect(
      ported.text == """
        import Foundation

        struct CaseStudy {
          let title: String
        }
        """)
  }

  @Test
  func theShimsComeOnlyWhereAppleNamesMeanAppleTypes() {
    let ownColor = port("import Foundation\n\nenum Color { case red }\nlet tint = Color.red\n")
    #expect(ownColor.imports == ["Foundation"])
    let session = port("import Foundation\n\nlet session = URLSession.shared\n")
    #expect(session.imports == ["Foundation", "PortShims"])
  }

  @Test
  func everyFormOfAnImportOfAFrameworkWithAStandInImportsTheStandIn() {
    let ported = port(
      """
      import ComposableArchitecture
      import os.log
      import struct os.Logger

      #if DEBUG && canImport(os)
        import os
      #endif

      let logger = Logger(subsystem: "app", category: "feature")
      """)
    #expect(
      ported.text == """
        import ComposableArchitecture
        import osStandIn
        import struct osStandIn.Logger

        #if DEBUG && false
          import osStandIn
        #endif

        let logger = Logger(subsystem: "app", category: "feature")
        """)
    #expect(ported.imports == ["ComposableArchitecture", "osStandIn"])
  }

  // `OSLog` is Apple's other module for `os`'s logging (`import OSLog` then `Logger(…)`).
  @Test
  func anImportOfOSLogImportsTheOsStandIn() {
    let ported = port(
      """
      import ComposableArchitecture
      import OSLog

      #if canImport(OSLog)
        let logger = Logger(subsystem: "app", category: "feature")
      #endif
      """)
    #expect(
      ported.text == """
        import ComposableArchitecture
        import osStandIn

        #if false
          let logger = Logger(subsystem: "app", category: "feature")
        #endif
        """)
    #expect(ported.imports == ["ComposableArchitecture", "osStandIn"])
    #expect(ModuleCatalog.resolve("OSLog", appModules: []) == .product(.lite("swift-stand-ins")))
  }

  // HeuresCreuses' models tests: Linux's test discovery stopped at the first of them.
  @Test
  func aMainActorTestCasesSynchronousTestsBecomeAsync() {
    let ported = port(
      """
      import XCTest

      @MainActor
      final class RangesTests: XCTestCase {
        override func setUp() {}
        func testOffPeak() throws {
          XCTAssertTrue(true)
        }
        func testPeak() {}
        func testAlreadyAsync() async {}
        func helper() {}
      }

      final class PlainTests: XCTestCase {
        @MainActor func testOnMain() {}
        func testAnywhere() {}
      }
      """, isTest: true)
    #expect(
      ported.text == """
        import XCTest

        @MainActor
        final class RangesTests: XCTestCase {
          override func setUp() {}
          func testOffPeak() async throws {
            XCTAssertTrue(true)
          }
          func testPeak() async {}
          func testAlreadyAsync() async {}
          func helper() {}
        }

        final class PlainTests: XCTestCase {
          @MainActor func testOnMain() async {}
          func testAnywhere() {}
        }
        """)
    #expect(ported.removals.map(\.line) == [6, 9, 15])
  }
}
