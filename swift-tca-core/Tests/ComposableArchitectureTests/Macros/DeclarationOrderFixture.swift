import ComposableArchitecture

// swift-frontend 6.3.1 crashed (signal 11) on this file when `@Reducer` expansions attached macros
// to the types they generated: a struct reducer, then an enum reducer over it, then another
// struct reducer. The expansions now write those types' members out. Keep these three
// declarations first and in this order; `ReducerMacroShapeTests` uses them.

@Reducer struct OrderFixtureChild {}

@Reducer enum OrderFixtureDestination { case child(OrderFixtureChild) }

@Reducer struct OrderFixtureSibling {}
