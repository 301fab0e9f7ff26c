import ComposableArchitecture
import UIKit

/// The list in UIKit, for the app's iPad split view.
final class TaskListViewController: UITableViewController {
  let store: StoreOf<TaskList>

  init(store: StoreOf<TaskList>) {
    self.store = store
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    store.visibleTasks.count
  }
}

final class TaskCell: UITableViewCell {
  static let identifier = "TaskCell"
}
