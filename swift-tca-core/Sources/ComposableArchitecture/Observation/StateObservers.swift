import Observation
import Synchronization

/// The Observation registrar of one observable state value and its copies, made when the value
/// is first read under observation: until then nobody can be observing it.
///
/// Never reset once made: copies are read on any thread, and an observer registered after a
/// reset would never be told of a change again.
@usableFromInline
final class StateObservers: Sendable {
  /// The address of a retained `Registrar` once made, else 0.
  private let made = Atomic<UInt>(0)

  private final class Registrar: Sendable {
    let registrar = ObservationRegistrar()
  }

  @usableFromInline init() {}

  deinit {
    if let made = UnsafeRawPointer(bitPattern: made.load(ordering: .acquiring)) {
      Unmanaged<Registrar>.fromOpaque(made).release()
    }
  }

  /// Whether the value was ever read under observation.
  @usableFromInline var isObserved: Bool {
    made.load(ordering: .acquiring) != 0
  }

  /// The registrar, made now if this is the first read under observation.
  @usableFromInline var registrar: ObservationRegistrar {
    if let made = UnsafeRawPointer(bitPattern: made.load(ordering: .acquiring)) {
      return Unmanaged<Registrar>.fromOpaque(made).takeUnretainedValue().registrar
    }
    let new = Unmanaged.passRetained(Registrar())
    let (exchanged, original) = made.compareExchange(
      expected: 0, desired: UInt(bitPattern: new.toOpaque()), ordering: .acquiringAndReleasing)
    guard !exchanged, let original = UnsafeRawPointer(bitPattern: original) else {
      return new.takeUnretainedValue().registrar
    }
    // Another thread made it first.
    new.release()
    return Unmanaged<Registrar>.fromOpaque(original).takeUnretainedValue().registrar
  }
}
