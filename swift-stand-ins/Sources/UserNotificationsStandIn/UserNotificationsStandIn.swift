// UserNotifications' types, as a ported app's notification client and features name them. Nothing
// here schedules or delivers a notification: the live value that did is left out, tests use the
// client's test value, and the notification center keeps what it is given without showing it.
// Like Apple's framework, it brings Foundation.
@_exported import Foundation
