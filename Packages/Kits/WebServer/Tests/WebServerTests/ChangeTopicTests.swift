import Foundation
import ReadCache
import Testing
import WebUI
@testable import WebServer

/// Which invalidations a live page redraws for, and that the cache announces them.
@Suite struct ChangeTopicTests {
    @Test func aListPageFollowsItsOwnersListAndAnythingUndescribed() {
        let owner = UUID(), other = UUID()
        let topic = ChangeTopic.list(owner: owner)
        #expect(topic.isChanged(by: .list(owner: owner)) && topic.isChanged(by: .everyList) && topic.isChanged(by: .everything))
        #expect(!topic.isChanged(by: .list(owner: other)) && !topic.isChanged(by: .everyToken))
        #expect(ChangeTopic.anyList.isChanged(by: .list(owner: other)) && !ChangeTopic.anyList.isChanged(by: .everyToken))
        #expect(topic.invalidation == .list(owner: owner) && ChangeTopic.anyList.invalidation == .everyList)
    }

    @Test func theCacheAnnouncesThisServersWritesToItsListeners() async throws {
        let cache = ReadCache(channel: ProcessInvalidationChannel())
        let changes = cache.changes()
        let owner = UUID()
        await cache.invalidate(.list(owner: owner))
        var iterator = changes.makeAsyncIterator()
        #expect(await iterator.next() == .list(owner: owner))
    }
}
