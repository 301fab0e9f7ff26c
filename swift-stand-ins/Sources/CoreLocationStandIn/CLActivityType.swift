/// What the app's location updates are for, which lets the system pause them.
public enum CLActivityType: Int, Sendable {
  /// Something not listed here.
  case other = 1
  /// Driving directions.
  case automotiveNavigation
  /// Walking, running or cycling.
  case fitness
  /// Navigation other than driving, such as by boat or train.
  case otherNavigation
  /// Flying.
  case airborne
}
