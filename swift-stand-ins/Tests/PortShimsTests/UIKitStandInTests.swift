import Foundation
import PortShims
import Synchronization
import Testing

/// UIKit's members a feature's effects and state reach, as `PortShims` stands them in on Linux.
struct UIKitStandInTests {
  // An effect sends its action inside an animation block: the action is sent at once.
  @Test @MainActor
  func aUIKitAnimationMakesItsChangesAtOnceAndCompletes() {
    var events: [String] = []
    UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseInOut, .allowUserInteraction]) {
      events.append("changed")
    } completion: { finished in
      events.append("completed \(finished)")
    }
    UIView.animate(withDuration: 1) { events.append("changed again") }
    UIView.animate(
      withDuration: 0.3, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0
    ) {
      events.append("sprung")
    } completion: { finished in
      events.append("spring completed \(finished)")
    }
    UIView.performWithoutAnimation { events.append("changed without animation") }
    #expect(
      events == [
        "changed", "completed true", "changed again", "sprung", "spring completed true",
        "changed without animation",
      ])
  }

  @Test
  func animationOptionsAreDistinctBitsAndCurves() {
    let options: UIView.AnimationOptions = [.repeat, .autoreverse]
    #expect(options.contains(.repeat) && !options.contains(.layoutSubviews))
    #expect(UIView.AnimationOptions.curveLinear != .curveEaseIn)
    #expect(UIView.AnimationOptions.curveEaseInOut.rawValue == 0)
    #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 1 << 2)
  }

  // A live `openURL` dependency: nothing opens on Linux, and the caller learns so.
  @Test @MainActor
  func theApplicationOpensNothingAndSaysSo() async {
    let url = URL(string: UIApplication.openSettingsURLString)!
    let reported = Mutex<[Bool]>([])
    UIApplication.shared.open(url, options: [.universalLinksOnly: true]) { opened in
      reported.withLock { $0.append(opened) }
    }
    #expect(reported.withLock { $0 } == [false])
    let opened: Bool = await UIApplication.shared.open(url, options: [:])
    #expect(!opened)
    #expect(UIApplication.openSettingsURLString == "app-settings:")
  }

  @Test
  func theApplicationsNotificationsHaveUIKitsNames() {
    #expect(
      UIApplication.didBecomeActiveNotification.rawValue
        == "UIApplicationDidBecomeActiveNotification")
    #expect(
      UIApplication.didEnterBackgroundNotification.rawValue
        == "UIApplicationDidEnterBackgroundNotification")
    #expect(
      UIApplication.willEnterForegroundNotification.rawValue
        == "UIApplicationWillEnterForegroundNotification")
    #expect(
      UIApplication.willResignActiveNotification.rawValue
        == "UIApplicationWillResignActiveNotification")
    #expect(
      UIApplication.userDidTakeScreenshotNotification.rawValue
        == "UIApplicationUserDidTakeScreenshotNotification")
    #expect(
      UIApplication.OpenExternalURLOptionsKey.universalLinksOnly.rawValue
        == "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  @Test
  func anImageKeepsTheNameOrTheBytesItWasMadeFrom() {
    let flag = UIImage(named: "flag", in: .main, with: nil)
    #expect(flag?.name == "flag" && flag?.data == nil && flag?.pngData() == nil)
    #expect(UIImage(systemName: "star", withConfiguration: nil)?.name == "star")
    let bytes = UIImage(data: Data([1, 2]))
    #expect(bytes?.name == "" && bytes?.pngData() == Data([1, 2]))
    #expect(UIImage(data: Data()) == nil)
    // Two images of one asset are equal, and hash alike: a `Set` of them holds one.
    #expect(UIImage(named: "flag") == UIImage(named: "flag"))
    #expect(UIImage(named: "flag") != UIImage(named: "pin"))
    #expect(UIImage(data: Data([1])) != UIImage(data: Data([2])))
    #expect(Set([UIImage(named: "flag")!, UIImage(named: "flag")!]).count == 1)
  }

  @Test
  func aGesturesStatesKeepUIKitsRawValues() {
    #expect(UIGestureRecognizer.State.possible.rawValue == 0)
    #expect(UIGestureRecognizer.State.failed.rawValue == 5)
    #expect(UIGestureRecognizer.State.recognized == .ended)
    #expect(UIUserInterfaceStyle.dark.rawValue == 2)
  }

  // A held-out app's report feature compresses a photo before upload
  // (`image.jpegData(compressionQuality: 0.8)`), and its tests make an empty image.
  @Test
  func anImageGivesBackItsBytesAsJPEGAndPNG() {
    let photo = UIImage(data: Data([0xFF, 0xD8, 0xFF]))
    #expect(photo?.jpegData(compressionQuality: 0.8) == Data([0xFF, 0xD8, 0xFF]))
    #expect(photo?.pngData() == photo?.jpegData(compressionQuality: 1))
    #expect(UIImage().jpegData(compressionQuality: 0.5) == nil)
    #expect(UIImage() == UIImage() && UIImage().size == .zero)
    #expect(UIImage(contentsOfFile: "/nonexistent/photo.jpg") == nil)
  }
}
