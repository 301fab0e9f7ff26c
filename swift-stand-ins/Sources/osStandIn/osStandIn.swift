// The `os` module's Logger, OSLog, os_log and OSAllocatedUnfairLock as a ported app's features and
// clients call them. Messages go nowhere, as with the unified log when nobody reads it; the lock
// locks. Like Apple's module, it brings Foundation.
@_exported import Foundation
