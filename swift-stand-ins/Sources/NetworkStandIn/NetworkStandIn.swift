// Network's path types, as a ported app's connectivity client and features name them (Critical
// Maps keeps `NWPath.Status` in its state). Nothing here watches a network: the live value that
// did is left out, tests use the client's test value, and a monitor reports one satisfied path,
// as a device online would. Like Apple's framework, it brings Foundation (and Dispatch).
@_exported import Foundation
