import SwiftParser
import Testing

@testable import TCAPort

/// Which imports of a file a Linux build compiles.
struct ImportCollectorTests {
  @Test
  func importsInBranchesLinuxNeverBuildsAreLeftOut() {
    let file = Parser.parse(
      source: """
        import Foundation
        #if os(Linux)
          import zlibLinux
        #else
          import zlib
        #endif
        #if canImport(CoreMotion)
          import CoreMotion
        #endif
        #if os(iOS) || os(tvOS)
          import UIKit
        #elseif DEBUG
          import os
        #endif
        #if canImport(SwiftUI) && DEBUG
          import SwiftUI
        #endif
        #if !os(Linux)
          import Darwin
        #endif
        """)
    // A view framework's `canImport` holds on the app's platform: its import is the stripper's.
    #expect(ImportCollector.modules(in: file) == ["Foundation", "zlibLinux", "os", "SwiftUI"])
  }
}
