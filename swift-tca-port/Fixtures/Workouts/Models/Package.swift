// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Models",
  products: [.library(name: "Models", targets: ["Models"])],
  targets: [.target(name: "Models")]
)
