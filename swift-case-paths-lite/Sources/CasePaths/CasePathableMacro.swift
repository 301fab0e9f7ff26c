@_exported import CasePathsCore

/// Derives case paths for every case of an enum and conforms it to `CasePathable`.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case increment
///   case response(Int)
///   case move(from: Int, to: Int)
/// }
///
/// let path: CaseKeyPath<Action, (from: Int, to: Int)> = \.move
/// Action.move(from: 1, to: 2)[case: \.move]?.to  // 2
/// ```
///
/// Add `@dynamicMemberLookup` to read and write each case's value as an optional property:
/// `state.destination?.counter?.count = 4`.
@attached(
  member, names: named(AllCasePaths), named(allCasePaths), named(_$Element), named(_$Iterator),
  named(_$Root))
@attached(extension, conformances: CasePathable, CasePathIterable)
public macro CasePathable() = #externalMacro(module: "CasePathsMacros", type: "CasePathableMacro")
