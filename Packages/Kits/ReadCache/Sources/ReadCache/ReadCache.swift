import AuthInterface
import Foundation
import NIOCore
import ServiceLifecycle
import Synchronization

/// What the server keeps between requests so that its hottest reads skip the storage:
/// tokens it has verified, and each profile's list as the encoded answer to `GET /v1/list`.
///
/// **Freshness.** A write on this server forgets what it made stale before it is answered,
/// so a client reads its own writes. Other servers on the same storage hear of it through the
/// ``InvalidationChannel``, within the channel's delivery time. Nothing is kept while the
/// channel is not listening, and nothing is kept longer than `maximumAge`, which bounds the
/// damage of a message lost in a failure. A token is never trusted past its expiry.
///
/// **Races.** Every invalidation advances a generation. An answer computed while one
/// arrived is handed out but not kept, so a read that began before a write cannot store the
/// list as it was before it.
///
/// **One read per list.** Requests that miss the same list at once wait for one read of the
/// storage rather than each making its own: 64 connections asking when a list has just
/// changed cost one read, not 64.
///
/// It runs as a service beside the HTTP server: its ``run()`` listens on the channel.
public final class ReadCache: Service, Sendable {
    private struct VerifiedToken {
        let issued: IssuedToken
        let verifiedAt: Date
    }

    private struct ListAnswer {
        let body: ByteBuffer
        let madeAt: Date
    }

    /// A page's content, made from a list, with the bytes it counts against the limit.
    private struct PageAnswer {
        let value: any Sendable
        let bytes: Int
        let madeAt: Date
    }

    /// A read of a list under way, which requests that miss the same list join.
    private struct ListRead {
        let id: UInt64
        let generation: UInt64
        let task: Task<ByteBuffer, any Error>
    }

    /// What a request for a list does, decided under the lock.
    private enum ListPlan {
        case answer(ByteBuffer)
        case join(Task<ByteBuffer, any Error>)
        case read(ListRead)
        case readWithoutKeeping
    }

    private struct State {
        var listening = false
        var generation: UInt64 = 0
        var tokens: [String: VerifiedToken] = [:]
        var lists: [UUID: ListAnswer] = [:]
        /// The bytes of the answers in `lists`.
        var listBytes = 0
        var reads: [UUID: ListRead] = [:]
        var lastReadID: UInt64 = 0
        /// Web pages' content made from each profile's list, by the page's key.
        var pages: [UUID: [String: PageAnswer]] = [:]
        /// The bytes of the content in `pages`.
        var pageBytes = 0

        mutating func forget(_ invalidation: CacheInvalidation) {
            generation &+= 1
            switch invalidation {
            case .list(let owner): dropList(of: owner)
            case .everyList: dropEveryList()
            case .everyToken: tokens.removeAll()
            case .everything:
                dropEveryList()
                tokens.removeAll()
            }
        }

        /// Keeps `answer`, forgetting arbitrary other lists until all fit in `byteLimit`; an
        /// answer larger than the limit alone is not kept.
        mutating func keep(_ answer: ListAnswer, of owner: UUID, byteLimit: Int) {
            dropList(of: owner)
            let size = answer.body.readableBytes
            guard size <= byteLimit else { return }
            while listBytes + size > byteLimit, let other = lists.keys.first {
                dropList(of: other)
            }
            lists[owner] = answer
            listBytes += size
        }

        /// Keeps `answer` as the page `key` of `owner`'s list, forgetting arbitrary other
        /// profiles' pages until all fit in `byteLimit`.
        mutating func keep(_ answer: PageAnswer, of owner: UUID, key: String, byteLimit: Int) {
            if let old = pages[owner]?.removeValue(forKey: key) { pageBytes -= old.bytes }
            let size = answer.bytes
            guard size <= byteLimit else { return }
            while pageBytes + size > byteLimit, let other = pages.keys.first {
                dropPages(of: other)
            }
            pages[owner, default: [:]][key] = answer
            pageBytes += size
        }

        /// Keeps `token` verified, forgetting an arbitrary other past `limit` tokens.
        mutating func keep(_ token: VerifiedToken, as text: String, limit: Int) {
            if tokens[text] == nil, tokens.count >= limit, let other = tokens.keys.first {
                tokens[other] = nil
            }
            tokens[text] = token
        }

        private mutating func dropList(of owner: UUID) {
            if let answer = lists.removeValue(forKey: owner) { listBytes -= answer.body.readableBytes }
            dropPages(of: owner)
        }

        private mutating func dropPages(of owner: UUID) {
            guard let removed = pages.removeValue(forKey: owner) else { return }
            for answer in removed.values { pageBytes -= answer.bytes }
        }

        private mutating func dropEveryList() {
            lists.removeAll()
            listBytes = 0
            pages.removeAll()
            pageBytes = 0
        }
    }

    private let state = Mutex(State())
    /// The streams of ``changes()`` open now.
    private let listeners = Mutex<[UUID: AsyncStream<CacheInvalidation>.Continuation]>([:])
    private let channel: any InvalidationChannel
    private let maximumAge: TimeInterval
    private let tokenLimit: Int
    private let listByteLimit: Int
    private let now: @Sendable () -> Date

    /// Creates a cache fed by `channel`; it keeps nothing until ``run()`` hears the channel
    /// listening.
    /// - Parameters:
    ///   - maximumAge: The longest anything is kept, however quiet the channel.
    ///   - tokenLimit: The most tokens kept; past it, an arbitrary one is forgotten.
    ///   - listByteLimit: The most bytes of list answers kept (64 MiB: about 600 lists of
    ///     1,000 films); past it, arbitrary lists are forgotten.
    ///   - now: The clock tokens expire by.
    public init(
        channel: any InvalidationChannel, maximumAge: Duration = .seconds(10), tokenLimit: Int = 10_000,
        listByteLimit: Int = 64 << 20, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.channel = channel
        self.maximumAge = Double(maximumAge.components.seconds) + Double(maximumAge.components.attoseconds) / 1e18
        self.tokenLimit = max(1, tokenLimit)
        self.listByteLimit = max(0, listByteLimit)
        self.now = now
    }

    /// Whether it keeps anything now: its channel is listening.
    public var isListening: Bool { state.withLock { $0.listening } }

    /// The bytes of the list answers kept now.
    var listBytesKept: Int { state.withLock { $0.listBytes } }

    /// Listens on the channel until graceful shutdown or cancellation.
    public func run() async throws {
        do {
            try await cancelWhenGracefulShutdown {
                try await self.channel.listen { [weak self] event in self?.hear(event) }
            }
        } catch is CancellationError {
            // Shutting down: nothing is kept any more, and there is nothing to report.
        }
        state.withLock { $0 = State() }
        for listener in listeners.withLock({ Array($0.values) }) { listener.finish() }
    }

    /// Every invalidation this server makes or hears from now on, for pages that follow
    /// changes live; ``CacheInvalidation/everything`` when the channel went deaf or listens
    /// again, since messages may have been missed. The stream ends when the cache stops.
    public func changes() -> AsyncStream<CacheInvalidation> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: CacheInvalidation.self, bufferingPolicy: .bufferingNewest(16))
        continuation.onTermination = { [weak self] _ in self?.listeners.withLock { $0[id] = nil } }
        listeners.withLock { $0[id] = continuation }
        return stream
    }

    /// Tells every stream of ``changes()`` about `invalidation`.
    private func announce(_ invalidation: CacheInvalidation) {
        for listener in listeners.withLock({ Array($0.values) }) { listener.yield(invalidation) }
    }

    /// Applies what the channel said.
    func hear(_ event: ChannelEvent) {
        defer {
            // After forgetting, so that a page that redraws on the news reads afresh.
            switch event {
            case .listening, .deaf: announce(.everything)
            case .invalidated(let invalidation): announce(invalidation)
            }
        }
        state.withLock { state in
            switch event {
            case .listening:
                state.forget(.everything)
                state.listening = true
            case .deaf:
                state.forget(.everything)
                state.listening = false
            case .invalidated(let invalidation):
                state.forget(invalidation)
            }
        }
    }

    /// Forgets what `invalidation` makes stale here, then tells the other servers. Called
    /// after a write, whether it succeeded or not: a failure may still have committed.
    public func invalidate(_ invalidation: CacheInvalidation) async {
        state.withLock { $0.forget(invalidation) }
        announce(invalidation)
        await channel.publish(invalidation)
    }

    /// `token` as it was issued, from the cache while it is fresh, else from `verify`.
    public func issuedToken(_ token: String, verify: () async throws -> IssuedToken?) async throws -> IssuedToken? {
        let time = now()
        let (cached, generation) = state.withLock { state -> (VerifiedToken?, UInt64?) in
            guard state.listening else { return (nil, nil) }
            return (state.tokens[token], state.generation)
        }
        if let cached, cached.issued.expiresAt > time, time.timeIntervalSince(cached.verifiedAt) < maximumAge {
            return cached.issued
        }
        let issued = try await verify()
        state.withLock { state in
            guard state.listening, state.generation == generation else { return }
            if let issued {
                state.keep(VerifiedToken(issued: issued, verifiedAt: time), as: token, limit: tokenLimit)
            } else {
                state.tokens[token] = nil
            }
        }
        return issued
    }

    /// The encoded list of `owner`, from the cache while it is fresh, else from `make`, run
    /// once for all the requests that ask meanwhile.
    public func listAnswer(of owner: UUID, make: @escaping @Sendable () async throws -> [UInt8]) async throws -> ByteBuffer {
        let time = now()
        let plan = state.withLock { state -> ListPlan in
            guard state.listening else { return .readWithoutKeeping }
            if let cached = state.lists[owner], time.timeIntervalSince(cached.madeAt) < maximumAge { return .answer(cached.body) }
            if let read = state.reads[owner], read.generation == state.generation { return .join(read.task) }
            state.lastReadID &+= 1
            let read = ListRead(id: state.lastReadID, generation: state.generation, task: Task { ByteBuffer(bytes: try await make()) })
            state.reads[owner] = read
            return .read(read)
        }
        switch plan {
        case .answer(let body):
            return body
        case .join(let task):
            return try await task.value
        case .readWithoutKeeping:
            return ByteBuffer(bytes: try await make())
        case .read(let read):
            let result = await read.task.result
            state.withLock { state in
                if state.reads[owner]?.id == read.id { state.reads[owner] = nil }
                guard case .success(let body) = result, state.listening, state.generation == read.generation else { return }
                state.keep(ListAnswer(body: body, madeAt: time), of: owner, byteLimit: listByteLimit)
            }
            return try result.get()
        }
    }
}

extension ReadCache {
    /// What `make` makes of `owner`'s list under `key` (a page, or a document in the forms it
    /// is sent in), from the cache while it is fresh, else from `make`; forgotten with the
    /// list. `bytes` is what a value counts against a quarter of the lists' byte limit.
    public func pageValue<Value: Sendable>(
        of owner: UUID, key: String, bytes: (Value) -> Int, make: () async throws -> Value
    ) async throws -> Value {
        let time = now()
        let (cached, generation) = state.withLock { state -> (Value?, UInt64?) in
            guard state.listening else { return (nil, nil) }
            guard let answer = state.pages[owner]?[key], time.timeIntervalSince(answer.madeAt) < maximumAge else { return (nil, state.generation) }
            return (answer.value as? Value, state.generation)
        }
        if let cached { return cached }
        let value = try await make()
        state.withLock { state in
            guard state.listening, let generation, state.generation == generation else { return }
            state.keep(PageAnswer(value: value, bytes: bytes(value), madeAt: time), of: owner, key: key, byteLimit: listByteLimit / 4)
        }
        return value
    }

    /// Runs the write `body`, then forgets what `invalidation` names however `body` ended.
    public func afterWriting<Value>(_ invalidation: CacheInvalidation, _ body: () async throws -> Value) async throws -> Value {
        do {
            let result = try await body()
            await invalidate(invalidation)
            return result
        } catch {
            await invalidate(invalidation)
            throw error
        }
    }
}
