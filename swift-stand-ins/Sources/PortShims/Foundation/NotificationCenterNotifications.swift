// Apple Foundation's async sequence of a notification center's notifications, which Linux
// Foundation lacks: a live dependency value listens with
// `for await _ in NotificationCenter.default.notifications(named: …)`.
#if !canImport(SwiftUI)
  import Foundation

  extension NotificationCenter {
    /// The notifications named `name`, as they are posted (Apple Foundation's; Linux
    /// Foundation has none). Ending the stream (a cancelled task's `for await`) removes the
    /// observer.
    public func notifications(
      named name: Notification.Name, object: AnyObject? = nil
    ) -> AsyncStream<Notification> {
      AsyncStream { continuation in
        // The observer token is only handed back to `removeObserver`, which may run on any
        // thread: Foundation's token is not `Sendable`, though nothing mutates it.
        nonisolated(unsafe) let observer = addObserver(
          forName: name, object: object, queue: nil
        ) { notification in
          // Notifications carry `Any` user info; the stream hands each to its one consumer.
          nonisolated(unsafe) let notification = notification
          continuation.yield(notification)
        }
        continuation.onTermination = { [self] _ in removeObserver(observer) }
      }
    }
  }
#endif
