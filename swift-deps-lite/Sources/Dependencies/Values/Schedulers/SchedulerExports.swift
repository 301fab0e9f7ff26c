// With the `CombineSchedulers` trait (on by default), `import Dependencies` brings
// combine-schedulers as upstream's does: `AnySchedulerOf`, `DispatchQueue.test`, `.immediate`,
// `.unimplemented`, `eraseToAnyScheduler()`, `sleep(for:)` and `timer(interval:)` on schedulers.
#if CombineSchedulers
  @_exported import CombineSchedulers
#endif
