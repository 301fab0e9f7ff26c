import CasePathsCore

// Case key paths without the macro: the standard library's case-pathable types.
let value: Result<Int?, Never> = (\Result<Int?, Never>.Cases.success.some)(42)
print(value[case: \.success.some] ?? 0)
