/// A type a model can generate: `@Generable struct Ranking { … }`.
public protocol Generable {}

/// Makes a type one a model can generate.
@attached(extension, conformances: Generable)
public macro Generable(description: String? = nil) =
  #externalMacro(module: "StandInMacros", type: "GenerableMacro")
