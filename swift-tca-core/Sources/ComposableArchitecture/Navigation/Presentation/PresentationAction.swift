import CasePaths

/// The actions of a presented feature, as its parent sees them: the feature's own actions, or its
/// dismissal.
///
/// ```swift
/// enum Action {
///   case addItem(PresentationAction<ItemForm.Action>)
/// }
///
/// case .addItem(.presented(.saveButtonTapped)):
///   …
/// case .addItem(.dismiss):
///   …
/// ```
///
/// Case key paths see through `.presented`: `\.addItem.saveButtonTapped` names
/// `.addItem(.presented(.saveButtonTapped))`, and `\.addItem.dismiss` names the dismissal.
public indirect enum PresentationAction<Action>: CasePathable {
  /// The presented feature is being dismissed: its state becomes `nil` after the parent runs.
  case dismiss
  /// An action of the presented feature.
  case presented(Action)

  /// The case paths of `PresentationAction`: `dismiss`, `presented`, and the presented
  /// feature's own cases through `presented`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The path of ``PresentationAction/dismiss``.
    ///
    /// ```swift
    /// await store.receive(\.counter.dismiss) { $0.counter = nil }
    /// ```
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: { if case .dismiss = $0 { () } else { nil } }
      )
    }

    /// The path of ``PresentationAction/presented(_:)``.
    ///
    /// ```swift
    /// store.scope(state: \.addItem, action: \.addItem.presented)
    /// ```
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: { if case let .presented(action) = $0 { action } else { nil } }
      )
    }

    /// Goes through `.presented` into a case of the presented feature's actions.
    ///
    /// ```swift
    /// await store.send(\.destination.addItem.saveButtonTapped)
    /// ```
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Member>>
    ) -> AnyCasePath<PresentationAction, Member> where Action: CasePathable {
      presented.appending(path: Action.allCasePaths[keyPath: keyPath])
    }
  }

  /// The case paths of `PresentationAction`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}

/// The presentation actions of reducer `R`.
public typealias PresentationActionOf<R: Reducer> = PresentationAction<R.Action>
