// Game Center's types, as a ported app's Game Center client and features name them and convert
// them into their own values. Nothing here reaches Game Center: the live value that did is left
// out, tests use the client's test value, and the local player is not signed in, as on a device
// without a Game Center account. Like Apple's framework, it brings Foundation.
@_exported import Foundation
