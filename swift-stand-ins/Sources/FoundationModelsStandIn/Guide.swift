/// Steers how a model generates a property of a `@Generable` type.
@attached(peer)
public macro Guide(description: String? = nil) =
  #externalMacro(module: "StandInMacros", type: "GuideMacro")

/// Steers how a model generates a property of a `@Generable` type, within `guides`.
@attached(peer)
public macro Guide<Value>(description: String? = nil, _ guides: GenerationGuide<Value>...) =
  #externalMacro(module: "StandInMacros", type: "GuideMacro")
