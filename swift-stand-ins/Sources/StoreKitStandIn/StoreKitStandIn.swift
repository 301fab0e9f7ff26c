// StoreKit's original (StoreKit 1) in-app purchase types, as a ported app's clients name them
// and convert them into their own values. Nothing here talks to the App Store: the live value
// that did is left out, tests use the client's test value, and the payment queue says payments
// are not allowed, as on a device with purchases restricted. Like Apple's framework, it brings
// Foundation.
@_exported import Foundation
