// swift-tca-testing: TestStore arrives with its issue.
