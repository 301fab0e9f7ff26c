import Kingfisher
import SwiftUI

struct ProfileImage: View {
  var body: some View {
    KFImage(URL(string: "https://example.com/avatar.png"))
      .resizable()
      .frame(width: 64, height: 64)
  }
}
