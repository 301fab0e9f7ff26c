import ComposableArchitecture
import Foundation

// The tree-based navigation article's features: an inventory presenting an item form with
// `@Presents`, the same inventory with an enum destination, and a counter that dismisses itself.

struct Item: Equatable, Identifiable, Sendable, Codable {
  var id: Int
  var name = ""
}

@Reducer
struct ItemFormFeature {
  @ObservableState
  struct State: Equatable {
    var item = Item(id: 0)
  }
  enum Action: Equatable {
    case nameChanged(String)
    case saveButtonTapped
    case cancelButtonTapped
    case startTimer
    case timerTick
  }
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.item.name = name
        return .none
      case .saveButtonTapped:
        return .none
      case .cancelButtonTapped:
        return .run { _ in await self.dismiss() }
      case .startTimer:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
      case .timerTick:
        return .none
      }
    }
  }
}

@Reducer
struct InventoryFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var addItem: ItemFormFeature.State?
    var items: IdentifiedArrayOf<Item> = []
    var log: [String] = []
  }

  enum Action {
    case addButtonTapped
    case addItem(PresentationAction<ItemFormFeature.Action>)
    case closeButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        // Populating this state performs the navigation
        state.addItem = ItemFormFeature.State()
        return .none

      case .addItem(.presented(.saveButtonTapped)):
        guard let item = state.addItem?.item else { return .none }
        state.items.append(item)
        state.addItem = nil
        return .none

      case .addItem(.dismiss):
        state.log.append("dismissing \(state.addItem?.item.name ?? "nothing")")
        return .none

      case let .addItem(.presented(action)):
        state.log.append("parent saw \(action) with name \(state.addItem?.item.name ?? "-")")
        return .none

      case .closeButtonTapped:
        state.addItem = nil
        return .none
      }
    }
    .ifLet(\.$addItem, action: \.addItem) {
      ItemFormFeature()
    }
  }
}

@Reducer
struct DetailFeature {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    @Presents var editItem: EditFeature.State?
  }
  enum Action {
    case editButtonTapped
    case editItem(PresentationAction<EditFeature.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.editItem = EditFeature.State(item: Item(id: state.id))
        return .none
      case .editItem:
        return .none
      }
    }
    .ifLet(\.$editItem, action: \.editItem) {
      EditFeature()
    }
  }
}

@Reducer
struct EditFeature {
  @ObservableState
  struct State: Equatable {
    var item: Item
    @Presents var alert: AlertState<Action.Alert>?
  }
  enum Action {
    case alert(PresentationAction<Alert>)
    case deleteButtonTapped
    case saveButtonTapped
    enum Alert {
      case confirmDeletion
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        state.item.name = "deleted"
        return .none
      case .alert:
        return .none
      case .deleteButtonTapped:
        state.alert = AlertState {
          TextState("Delete \(state.item.name)?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) {
            TextState("Delete")
          }
          ButtonState(role: .cancel) {
            TextState("Cancel")
          }
        } message: {
          TextState("This cannot be undone.")
        }
        return .none
      case .saveButtonTapped:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@Reducer
struct DestinationInventoryFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var items: IdentifiedArrayOf<Item> = []
  }
  enum Action {
    case addButtonTapped
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case detailButtonTapped(id: Int)
    case noteButtonTapped
    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  @Reducer
  enum Destination {
    case addItem(ItemFormFeature)
    case detailItem(DetailFeature)
    case editItem(EditFeature)
    case alert(AlertState<DestinationInventoryFeature.Action.Alert>)
    @ReducerCaseIgnored
    case note(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addItem(ItemFormFeature.State())
        return .none
      case .deleteButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete all items?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          })
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.items = []
        return .none
      case .destination(.presented(.addItem(.saveButtonTapped))):
        guard case let .addItem(form) = state.destination else { return .none }
        state.items.append(form.item)
        state.destination = nil
        return .none
      case .destination:
        return .none
      case let .detailButtonTapped(id):
        state.destination = .detailItem(DetailFeature.State(id: id))
        return .none
      case .noteButtonTapped:
        state.destination = .note("A note")
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension DestinationInventoryFeature.Destination.State: Equatable {}

// The 24-line destination reducer that `@Reducer enum` replaces, as the 1.8 migration guide
// writes it, presented with the closure form of `ifLet`.
@Reducer
struct HandWrittenDestination {
  @ObservableState
  enum State: Equatable {
    case add(ItemFormFeature.State)
    case detail(DetailFeature.State)
    case edit(EditFeature.State)
  }
  enum Action {
    case add(ItemFormFeature.Action)
    case detail(DetailFeature.Action)
    case edit(EditFeature.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.add, action: \.add) {
      ItemFormFeature()
    }
    Scope(state: \.detail, action: \.detail) {
      DetailFeature()
    }
    Scope(state: \.edit, action: \.edit) {
      EditFeature()
    }
  }
}

@Reducer
struct HandWrittenDestinationHost {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: HandWrittenDestination.State?
  }
  enum Action {
    case destination(PresentationAction<HandWrittenDestination.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination) {
        HandWrittenDestination()
      }
  }
}

// An enum reducer inside another, spelled as the `Reducer` article says.
@Reducer
enum InnerDestination {
  case form(ItemFormFeature)
  case detail(DetailFeature)
}

@Reducer
enum OuterDestination {
  case modal(InnerDestination.Body = InnerDestination.body)
  case edit(EditFeature)
}
