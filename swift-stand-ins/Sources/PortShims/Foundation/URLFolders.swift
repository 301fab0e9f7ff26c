// Apple Foundation's well-known folders as `URL` statics (`URL.documentsDirectory`), which a
// feature's file storage starts from; Linux Foundation reaches them only through `FileManager`.
#if !canImport(SwiftUI)
  import Foundation

  extension URL {
    /// The user's documents folder (Apple Foundation's; Linux Foundation has none).
    public static var documentsDirectory: URL { folder(.documentDirectory) }
    /// The app's support files' folder (Apple Foundation's; Linux Foundation has none).
    public static var applicationSupportDirectory: URL { folder(.applicationSupportDirectory) }
    /// The app's caches' folder (Apple Foundation's; Linux Foundation has none).
    public static var cachesDirectory: URL { folder(.cachesDirectory) }
    /// The app's library folder (Apple Foundation's; Linux Foundation has none).
    public static var libraryDirectory: URL { folder(.libraryDirectory) }
    /// The user's downloads folder (Apple Foundation's; Linux Foundation has none).
    public static var downloadsDirectory: URL { folder(.downloadsDirectory) }

    /// The user's folder `directory` as FileManager finds it, or the temporary folder.
    private static func folder(_ directory: FileManager.SearchPathDirectory) -> URL {
      FileManager.default.urls(for: directory, in: .userDomainMask).first
        ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }
  }
#endif
