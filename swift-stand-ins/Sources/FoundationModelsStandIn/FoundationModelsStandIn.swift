// FoundationModels' types as a ported app's features and clients name them. No language model
// runs off Apple platforms: the system model says it is unavailable, as on a device without Apple
// Intelligence, and a session asked to respond throws. A feature that checks availability (as
// Apple asks) takes its fallback, and its tests run on that.
@_exported import Foundation
