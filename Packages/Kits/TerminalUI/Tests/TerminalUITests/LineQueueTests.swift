import Foundation
import Synchronization
import Testing
@testable import TerminalUI

/// The queue behind standard input: its reader thread is asked for a line only when a
/// reader waits and none is buffered, and a blocked thread gets the line it waits for.
@Suite struct LineQueueTests {
    @Test func asksItsSupplierOnlyWhenAReaderWaitsOnAnEmptyQueue() async throws {
        let requests = Atomic<Int>(0)
        let queue = LineQueue(requestSupply: { requests.add(1, ordering: .relaxed) })
        queue.push("typed ahead")
        #expect(try await queue.next() == "typed ahead")
        #expect(requests.load(ordering: .relaxed) == 0)

        let read = Task { try await queue.next() }
        while queue.waitingReaders == 0 { await Task.yield() }
        #expect(requests.load(ordering: .relaxed) == 1)
        queue.push("answer")
        #expect(try await read.value == "answer")
        #expect(requests.load(ordering: .relaxed) == 1)
    }

    @Test func aBlockedThreadGetsTheNextLine() async {
        let queue = LineQueue()
        // A thread of its own, as standard input's reads have; never a task's thread.
        let blocked = Task {
            await withCheckedContinuation { continuation in
                Thread { continuation.resume(returning: queue.nextBlocking()) }.start()
            }
        }
        while queue.waitingReaders == 0 { await Task.yield() }
        queue.push(nil)
        #expect(await blocked.value == nil)
        queue.push("after an end of input, a tty can still type")
        #expect(queue.nextBlocking() == "after an end of input, a tty can still type")
    }
}
