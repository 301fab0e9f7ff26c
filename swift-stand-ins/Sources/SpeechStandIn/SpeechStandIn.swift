// Speech's types as a ported app's features and clients name them.
// Nothing here recognizes speech: the live value that did is left out, and tests use the
// client's test value. Like Apple's framework, it brings Foundation.
@_exported import Foundation
