import GameKitStandIn
import Testing

/// Achievements as a feature reports progress: what it sets reads back.
struct GKAchievementTests {
  @Test
  func anAchievementStartsWithNoProgressAndNoBanner() {
    let achievement = GKAchievement(identifier: "streak")
    #expect(achievement.identifier == "streak")
    #expect(achievement.percentComplete == 0)
    #expect(!achievement.showsCompletionBanner)
  }

  @Test
  func theProgressTheAppSetsReadsBack() {
    let achievement = GKAchievement(identifier: "streak")
    achievement.percentComplete = 100
    achievement.showsCompletionBanner = true
    achievement.identifier = "streak.10"
    #expect(achievement.percentComplete == 100)
    #expect(achievement.showsCompletionBanner)
    #expect(achievement.identifier == "streak.10")
  }
}
