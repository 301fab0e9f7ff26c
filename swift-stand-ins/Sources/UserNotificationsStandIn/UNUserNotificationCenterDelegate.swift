/// Told of notifications arriving and of the user's answers.
public protocol UNUserNotificationCenterDelegate: AnyObject {}
