// The module a ported package depends on when its files name what it holds: stand-ins, on Linux,
// for the Apple value types features keep in state or pass in actions (tca-port adds
// `import PortShims` to a file naming one; `PortShimNames` lists them). Only their values exist
// here; nothing draws. It defines no TCA API; on Apple platforms it re-exports SwiftUI.
//
// The stand-ins live by the framework they stand in for: `SwiftUI/`, `UIKit/`, `Foundation/`,
// and `Markdown/` (Foundation's `AttributedString(markdown:)`), one per file.
// Darwin's `NSEC_PER_SEC` family, the same declaration `Dependencies` re-exports.
@_exported import DarwinTimeConstants

#if canImport(SwiftUI)
  @_exported import SwiftUI
#else
  import Foundation
  #if canImport(FoundationNetworking)
    // `URLSession` and its types, which Apple's Foundation has.
    @_exported import FoundationNetworking
  #endif
#endif
