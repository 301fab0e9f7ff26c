/// The names that mark a declaration as part of a view layer, and the modules an app imports.
enum ViewVocabulary {
  /// Protocols whose conformers are views, apps, scenes or their helpers: removed whole.
  static let viewProtocols: Set<String> = [
    "View", "App", "Scene", "Shape", "InsettableShape", "ViewModifier", "PreviewProvider",
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle",
    "ToggleStyle", "TextFieldStyle", "ProgressViewStyle", "GroupBoxStyle", "MenuStyle",
    "ShapeStyle", "Layout", "AnimatableModifier", "GeometryEffect", "Transition", "EnvironmentKey",
    "PreferenceKey",
    "UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate",
    "MKMapViewDelegate",
    "Widget", "WidgetBundle", "TimelineProvider", "UITableViewDataSource", "UITableViewDelegate",
    "UICollectionViewDataSource", "UICollectionViewDelegate", "UITextFieldDelegate",
  ]

  /// View-layer types that are not UIKit classes by prefix: their extensions are removed.
  static let viewTypes: Set<String> = mapKitViews.union([
    "View", "Scene", "EnvironmentValues", "Text", "Button", "Label", "Font", "Binding",
    "ToolbarContent", "Gradient", "LinearGradient", "Edge", "Alert", "ActionSheet",
    "NavigationLink", "ForEach", "List", "Section", "Form", "TextField", "Toggle", "Picker",
    "HStack", "VStack", "ZStack", "Group", "Spacer", "ScrollView", "GeometryProxy", "Commands",
    "UIHostingController", "NSHostingController", "NSColor", "NSImage", "NSView",
    "NSViewController", "NSWindow", "NSWindowController", "NSFont", "AppStorage", "SceneStorage",
    // How UIKit and AppKit lay out text (Foundation has `NSAttributedString`, not these).
    "NSTextAlignment", "NSLineBreakMode", "NSParagraphStyle", "NSMutableParagraphStyle",
    "NSShadow", "NSTextAttachment",
    // What views read from their environment for accessibility.
    "ColorSchemeContrast", "DynamicTypeSize", "ContentSizeCategory", "LegibilityWeight",
  ])

  /// MapKit's views (the values the stand-in declares are the map's data: coordinates, regions,
  /// annotations).
  static let mapKitViews: Set<String> = [
    "MKMapView", "MKAnnotationView", "MKMarkerAnnotationView", "MKPinAnnotationView",
    "MKOverlayRenderer", "MKOverlayPathRenderer", "MKCircleRenderer", "MKPolylineRenderer",
    "MKPolygonRenderer", "MKTileOverlayRenderer", "MKUserTrackingButton", "MKCompassButton",
    "MKScaleView", "MKLookAroundViewController", "MKMapItemDetailViewController",
  ]

  /// Property wrappers only views use.
  static let viewPropertyWrappers: Set<String> = [
    "State", "Environment", "EnvironmentObject", "ObservedObject", "StateObject", "FocusState",
    "Namespace", "GestureState", "ScaledMetric", "UIApplicationDelegateAdaptor",
    "NSApplicationDelegateAdaptor", "FetchRequest", "SceneStorage", "AppStorage",
  ]

  /// Modules that only hold a view layer: their imports are removed, and replaced by
  /// `Foundation` and the shims.
  static let viewFrameworks: Set<String> = [
    "SwiftUI", "UIKit", "AppKit", "WatchKit", "SwiftUINavigation", "UIKitNavigation",
    "SafariServices", "MessageUI", "PhotosUI", "QuickLook", "Charts", "WidgetKit", "TipKit",
    "AVKit", "PencilKit", "WebKit", "SceneKit", "SpriteKit", "RealityKit", "MetalKit",
    // Third-party libraries of views and their images, animations and layout.
    "Kingfisher", "SDWebImageSwiftUI", "NukeUI", "Lottie", "SnapKit", "SwiftUIIntrospect",
    "Introspect", "SwiftUIX", "MarkdownUI", "ConfettiSwiftUI", "PopupView", "Shimmer",
    "YouTubePlayerKit",
  ]

  /// Modules that re-export view frameworks on Apple platforms: upstream ComposableArchitecture
  /// brings SwiftUI and UIKit (through swift-navigation), so a file importing only it names
  /// `UIApplication` or `Color` as SwiftUI's and UIKit's.
  static let viewReExporters: Set<String> = ["ComposableArchitecture"]

  /// Modules every Linux toolchain has.
  static let linuxModules: Set<String> = [
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML", "Dispatch", "XCTest", "Testing", "Observation", "Synchronization",
    "_Concurrency", "Glibc", "Musl", "RegexBuilder", "Distributed",
  ]

  /// Apple modules whose values Linux Foundation already defines (the `CG` geometry types).
  static let coveredByFoundation: Set<String> = ["CoreGraphics", "CoreFoundation"]

  /// CoreGraphics' drawing types, which views draw with and Linux Foundation lacks (it has the
  /// geometry: `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `CGAffineTransform`).
  static let coreGraphicsTypesLinuxLacks: Set<String> = [
    "CGImage", "CGColor", "CGColorSpace", "CGContext", "CGPath", "CGMutablePath", "CGGradient",
    "CGLayer", "CGFont", "CGPattern", "CGShading", "CGDataProvider", "CGDataConsumer",
    "CGPDFDocument", "CGPDFPage", "CGImageSource", "CGImageDestination",
  ]

  /// The argument labels of SwiftUI's initializers from UIKit's and AppKit's values
  /// (`Color(uiColor:)`, `Font(uiFont:)`), whose values Linux has no type for (the shims stand
  /// in for `UIImage`, so `Image(uiImage:)` stays).
  static let platformValueLabels: Set<String> = [
    "uiColor", "uiFont", "nsColor", "nsFont", "nsImage",
  ]

  /// A type name reads as a UIKit class (`UIViewController`, `UIView`, `UITableViewCell`…) or a
  /// SceneKit one (`SCNNode`, `SCNGeometry`): both draw.
  static func isUIKitOrSceneKitClass(_ name: String) -> Bool {
    ["UI", "SCN"].contains { AppleFramework.isTypeName(name, prefixed: $0) }
  }

  /// Whether inheriting `parent` makes a type part of the view layer: a view protocol, a UIKit
  /// class, a view-framework type.
  static func marksView(_ parent: String) -> Bool {
    viewProtocols.contains(parent) || isUIKitOrSceneKitClass(parent) || viewTypes.contains(parent)
  }

  /// SwiftUI's layout and styling values, which a model's extension may compute for its view
  /// (`var gridItem: GridItem`, `var nameFont: Font`).
  static let layoutValueTypes: Set<String> = [
    "Font", "GridItem", "Alignment", "HorizontalAlignment", "VerticalAlignment", "EdgeInsets",
    "AnyTransition", "ContentMode", "UnitPoint",
  ]

  /// Type names that mark a function's or property's type as view-producing.
  static func isViewTypeName(_ name: String) -> Bool {
    name == "View" || name == "AnyView" || name == "Text" || name == "Scene"
      || name == "ToolbarContent" || name == "Commands" || isUIKitOrSceneKitClass(name)
      || name.hasPrefix("NS") && viewTypes.contains(name) || layoutValueTypes.contains(name)
      || mapKitViews.contains(name)
  }
}
