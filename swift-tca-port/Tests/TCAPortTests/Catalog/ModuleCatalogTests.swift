import Foundation
import Testing

@testable import TCAPort

/// Where each imported module comes from, and what the stand-ins are named.
struct ModuleCatalogTests {
  @Test
  func importsResolveToTheAppTheToolchainAPackageOrNowhere() {
    let app: Set = ["SyncUps"]
    #expect(ModuleCatalog.resolve("SyncUps", appModules: app) == .appModule)
    #expect(ModuleCatalog.resolve("Foundation", appModules: app) == .toolchain)
    #expect(
      ModuleCatalog.resolve("ComposableArchitecture", appModules: app)
        == .product(.lite("swift-tca-core")))
    #expect(ModuleCatalog.resolve("CoreMotion", appModules: app) == .unavailable)
    // A framework's stand-in is a product of swift-stand-ins.
    #expect(ModuleCatalog.resolve("Speech", appModules: app) == .product(.lite("swift-stand-ins")))
    #expect(
      ModuleCatalog.resolve("SpeechStandIn", appModules: app) == .product(.lite("swift-stand-ins")))
  }

  // A stand-in named as its framework would make other packages in the same build (TCA Lite's
  // swift-custom-dump asks `#if canImport(CoreLocation)`) take it for Apple's.
  @Test
  func standInModulesAreNotNamedAsTheirFrameworksAndImportsFollow() {
    #expect(AppleStandIns.module(for: "CoreLocation") == "CoreLocationStandIn")
    #expect(AppleStandIns.framework(ofModule: "CoreLocationStandIn") == "CoreLocation")
    #expect(AppleStandIns.framework(ofModule: "CoreLocation") == nil)
    let ported = FilePorter.port(
      """
      import ComposableArchitecture
      @preconcurrency import MapKit

      struct Place { var region: MKCoordinateRegion }
      """, viewTypeNames: [], isTest: false)
    #expect(ported.text.contains("@preconcurrency import MapKitStandIn\n"))
    #expect(ported.imports.contains("MapKitStandIn"))
  }
}
