// swift-sharing-lite: @Shared, @SharedReader and the persistence strategies arrive with their issue.
