// swift-tools-version: 5.9
import PackageDescription

// A package shaped as swift-parsing 0.12–0.14 is: it extends `CasePath` as the concrete type
// swift-case-paths had before 1.10 made it a protocol (`extension CasePath: Conversion`, here `TwoWayConversion`). This
// machine's package store holds swift-parsing 0.15 only, so this package stands in for them.
let package = Package(
  name: "Conversions",
  platforms: [.iOS(.v16)],
  products: [.library(name: "Conversions", targets: ["Conversions"])],
  dependencies: [.package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.0.0")],
  targets: [
    .target(
      name: "Conversions", dependencies: [.product(name: "CasePaths", package: "swift-case-paths")])
  ]
)
