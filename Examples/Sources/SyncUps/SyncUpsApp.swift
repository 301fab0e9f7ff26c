import ComposableArchitecture
import Foundation
import SyncUpsFeature
import SyncUpsTerminal

/// `swift run --package-path Examples SyncUps`: the SyncUps app in the terminal.
@main
struct SyncUpsApp {
  @MainActor
  static func main() async {
    guard Terminal.isInteractive else {
      FileHandle.standardError.write(
        Data(
          """
          SyncUps draws on a terminal, but standard input or output is not one. Run it from an \
          interactive shell: swift run --package-path Examples SyncUps

          """.utf8))
      exit(1)
    }
    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    let controller = AppController(store: store)
    let terminal = Terminal()
    defer { terminal.restore() }
    func render() {
      let renderer = ScreenRenderer(selection: controller.selection, width: terminal.size.width)
      terminal.draw(renderer.render(store.state))
    }
    terminal.onResize { render() }
    let token = observe { render() }
    defer { token.cancel() }
    // Keys are read when they arrive, on the main queue, where the store lives.
    await withCheckedContinuation { (quit: CheckedContinuation<Void, Never>) in
      let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
      input.setEventHandler {
        MainActor.assumeIsolated {
          func stop() {
            input.cancel()
            quit.resume()
          }
          // Readable with nothing to read: the terminal was closed.
          guard let bytes = terminal.readAvailable() else { return stop() }
          for key in Key.parse(bytes) where !controller.handle(key) { return stop() }
          render()
        }
      }
      input.resume()
    }
  }
}
