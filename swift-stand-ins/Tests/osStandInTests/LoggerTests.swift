import Testing
import osStandIn

/// Logging as features and clients do it: every call returns, from any task, and nothing is
/// enabled.
struct LoggerTests {
  @Test
  func everyLevelOfEveryLoggerReturns() {
    let loggers = [
      Logger(), Logger(subsystem: "app.example", category: "network"),
      Logger(OSLog(subsystem: "app.example", category: "ui")), Logger(.disabled),
    ]
    for logger in loggers {
      logger.log("log")
      logger.log(level: .error, "log at \(OSLogType.error.rawValue)")
      logger.trace("trace")
      logger.debug("debug \(1)")
      logger.info("info")
      logger.notice("notice")
      logger.warning("warning")
      logger.error("error \("text", privacy: .public)")
      logger.critical("critical")
      logger.fault("fault")
    }
  }

  @Test
  func loggersWriteFromConcurrentTasks() async {
    let logger = Logger(subsystem: "app.example", category: "sync")
    let written = await withTaskGroup(of: Int.self) { group in
      for index in 0..<50 {
        group.addTask {
          logger.info("task \(index)")
          return index
        }
      }
      return await group.reduce(0) { count, _ in count + 1 }
    }
    #expect(written == 50)
  }

  @Test
  func osLogCallsReturn() {
    let log = OSLog(subsystem: "app.example", category: "legacy")
    os_log("started")
    os_log("user %@ has %d items", log: log, type: .info, "ada", 3)
    os_log(.fault, log: log, "failed: %{public}@", "disk full")
    os_log(.debug, "debug")
  }

  @Test
  func aLogKeepsItsSubsystemAndCategoryAndIsNotEnabled() {
    let log = OSLog(subsystem: "app.example", category: "ui")
    #expect(log.subsystem == "app.example")
    #expect(log.category == "ui")
    for type in [OSLogType.default, .info, .debug, .error, .fault] {
      #expect(!log.isEnabled(type: type))
    }
    #expect(!OSLog.default.isEnabled(type: .fault))
    #expect(OSLog.disabled.subsystem.isEmpty)
  }

  @Test
  func levelsHaveTheUnifiedLogsValues() {
    #expect(OSLogType.default.rawValue == 0x00)
    #expect(OSLogType.info.rawValue == 0x01)
    #expect(OSLogType.debug.rawValue == 0x02)
    #expect(OSLogType.error.rawValue == 0x10)
    #expect(OSLogType.fault.rawValue == 0x11)
    #expect(OSLogType(0x10) == .error)
    #expect(OSLogType(rawValue: 0x11) == .fault)
    #expect(Set([OSLogType.info, OSLogType(1)]).count == 1)
  }
}
