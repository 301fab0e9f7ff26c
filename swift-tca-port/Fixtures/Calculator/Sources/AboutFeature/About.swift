import ComposableArchitecture
import Foundation
import SwiftUI

@Reducer
public struct About {
  @ObservableState
  public struct State: Equatable {
    public var title = String(localized: "About", bundle: .module)
    public var version = String(localized: "Version \(BuildInfo.version)", bundle: .module)
    public var usage = ""

    public init() {}
  }

  public enum Action {
    case calculationsCounted(Int)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .calculationsCounted(let count):
        state.usage = String(localized: "\(count) calculations", bundle: .module)
        return .none
      }
    }
  }
}

struct AboutView: View {
  let store: StoreOf<About>

  var body: some View {
    VStack {
      Image("Logo", bundle: .module)
      Text(store.title).font(.title)
      Text(store.version)
      Text(store.usage)
    }
  }
}
