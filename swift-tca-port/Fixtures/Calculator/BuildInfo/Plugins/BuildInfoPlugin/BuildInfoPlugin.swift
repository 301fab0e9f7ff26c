import Foundation
import PackagePlugin

@main
struct BuildInfoPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let release = target.directory.appending("release.txt")
    let output = context.pluginWorkDirectory.appending("BuildInfo.swift")
    return [
      .buildCommand(
        displayName: "Writing BuildInfo.swift from release.txt",
        executable: try context.tool(named: "BuildInfoTool").path,
        arguments: [release.string, output.string],
        inputFiles: [release],
        outputFiles: [output]
      )
    ]
  }
}
