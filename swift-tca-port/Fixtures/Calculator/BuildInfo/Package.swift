// swift-tools-version: 5.10
import PackageDescription

// A build tool plugin of the app's own: it turns the target's release.txt into BuildInfo.swift.
let package = Package(
  name: "BuildInfo",
  products: [.plugin(name: "BuildInfoPlugin", targets: ["BuildInfoPlugin"])],
  targets: [
    .executableTarget(name: "BuildInfoTool"),
    .plugin(name: "BuildInfoPlugin", capability: .buildTool(), dependencies: ["BuildInfoTool"]),
  ]
)
