// With the `CombineSchedulers` trait (on by default), `import Dependencies` brings
// combine-schedulers as upstream's does: `AnySchedulerOf`, `DispatchQueue.test`, `.immediate`,
// `.unimplemented`, `eraseToAnyScheduler()`, `sleep(for:)` and `timer(interval:)` on schedulers;
// and Dispatch, so `DispatchQueue.test` needs no other import (on Apple platforms upstream's
// users get it through SwiftUI).
#if CombineSchedulers
  @_exported import CombineSchedulers
  @_exported import Dispatch
#endif
