// The file storages as TCA 1.9 named them, before they moved to `FileStorage`: deprecated
// upstream with 1.10, kept so that tests overriding `\.defaultFileStorage` with them compile.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The file system's storage: `FileStorage.fileSystem`.
@available(*, deprecated, message: "Use '.fileSystem' ('FileStorage.fileSystem') instead")
public func LiveFileStorage() -> FileStorage { .fileSystem }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A storage in memory, for tests: `FileStorage.inMemory`.
@available(*, deprecated, message: "Use '.inMemory' ('FileStorage.inMemory') instead")
public func InMemoryFileStorage() -> FileStorage { .inMemory }
