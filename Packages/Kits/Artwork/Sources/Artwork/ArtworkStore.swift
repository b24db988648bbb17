import Foundation
import WebUI

/// The posters a server keeps, in a directory of its own: WebUI's ``Posters`` for the pages and
/// ``StoredImages`` for the route that serves them.
///
/// - A poster not kept yet is asked of the sources in the background, at most
///   ``Limits/concurrentFetches`` at a time; the page shows the placeholder meanwhile and never
///   waits. A title no source has a poster for is asked again after ``Limits/unknownRetry``; one
///   whose sources failed (down, refused, slow) after ``Limits/failureRetry``, twice as long
///   after each failure in a row up to ``Limits/longestFailureRetry``, so that a moment's
///   trouble hides a poster for seconds and a source that stays down is not asked on every page.
/// - Each image is kept once under its SHA-256 (``ImageFiles``), so two titles with the same
///   poster share it and a name's bytes never change.
/// - Past ``Limits/maximumBytes`` the images shown least recently are removed, and their titles
///   are fetched again when next shown.
public actor ArtworkStore: Posters, StoredImages {
    /// How much the store keeps and how often it asks.
    public struct Limits: Sendable {
        /// The most the images may take on disk together.
        public var maximumBytes: Int64
        /// How many titles are asked of the sources at once.
        public var concurrentFetches: Int
        /// How many titles may wait to be asked; more are asked when next shown.
        public var queued: Int
        /// How long before a title whose sources failed once is asked again.
        public var failureRetry: TimeInterval
        /// The most the wait after failures in a row grows to.
        public var longestFailureRetry: TimeInterval
        /// How long before a title no source had a poster for is asked again.
        public var unknownRetry: TimeInterval
        /// The most the images served most recently may take in memory, served from there.
        public var memoryBytes: Int

        /// The defaults: 256 MiB, two at a time, 1,000 waiting, 30 seconds after a failure
        /// growing to an hour, a week after no poster, 16 MiB in memory.
        public init(
            maximumBytes: Int64 = 256 * 1024 * 1024, concurrentFetches: Int = 2, queued: Int = 1000, failureRetry: TimeInterval = 30,
            longestFailureRetry: TimeInterval = 3600, unknownRetry: TimeInterval = 7 * 86400, memoryBytes: Int = 16 * 1024 * 1024
        ) {
            self.memoryBytes = memoryBytes
            self.maximumBytes = maximumBytes
            self.concurrentFetches = max(1, concurrentFetches)
            self.queued = max(1, queued)
            self.failureRetry = failureRetry
            self.longestFailureRetry = max(failureRetry, longestFailureRetry)
            self.unknownRetry = unknownRetry
        }
    }

    private let files: ImageFiles
    private let directory: URL
    private let memory: ImageMemory
    private let sources: [any ArtworkSource]
    private let limits: Limits
    private let now: @Sendable () -> Date
    private let report: @Sendable (String) -> Void
    private var index: ArtworkIndex
    private var failed: [String: Failure] = [:]
    private var waiting: [PosterSubject] = []
    private var asked: Set<String> = []
    private var running = 0
    private var revisionNumber = 0
    private var idle: [CheckedContinuation<Void, Never>] = []

    /// A store in `directory` (made if missing), asking `sources` in order.
    /// - Parameter report: Hears each failure to fetch a poster, for the log.
    /// - Throws: ``ArtworkStoreError`` when the directory cannot be made or read.
    public init(
        directory: URL, sources: [any ArtworkSource], limits: Limits = Limits(), now: @escaping @Sendable () -> Date = { Date() },
        report: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(ArtworkStoreError) {
        let files = try ImageFiles(directory: directory)
        self.files = files
        self.directory = directory
        memory = ImageMemory(limit: limits.memoryBytes)
        self.sources = sources
        self.limits = limits
        self.now = now
        self.report = report
        index = files.readIndex()
        index.forgetMissing(files)
    }

    public func poster(of subject: PosterSubject) async -> Poster {
        let key = Self.key(of: subject)
        if let kept = index.kept[key], files.contains(kept.image) {
            files.touch(kept.image)
            kept.large.map(files.touch)
            let large = kept.large.flatMap { files.contains($0) ? StoredImage.path(of: $0) : nil }
            return Poster(of: subject, image: Poster.Image(path: StoredImage.path(of: kept.image), largePath: large))
        }
        if shouldAsk(subject, key: key) {
            asked.insert(key)
            waiting.append(subject)
            startFetching()
        }
        return Poster(of: subject, image: nil)
    }

    public func revision() async -> Int { revisionNumber }

    /// From memory when it was read lately, else from disk; never waiting on the actor, which
    /// only fetches and evicts.
    public nonisolated func image(named name: String) async -> StoredImage? {
        if let kept = memory.image(named: name) { return kept }
        guard let read = ImageFiles.read(name, in: directory) else { return nil }
        memory.keep(read, named: name)
        return read
    }

    /// What the store holds now, against its limit.
    public func usage() -> ArtworkUsage {
        ArtworkUsage(images: files.count, bytes: files.totalBytes, maximumBytes: limits.maximumBytes, titles: index.kept.count)
    }

    /// Returns once no title is waiting or being asked: for tests and benchmarks.
    public func settled() async {
        guard running > 0 || !waiting.isEmpty else { return }
        await withCheckedContinuation { idle.append($0) }
    }

    private static func key(of subject: PosterSubject) -> String {
        subject.kind.rawValue + " " + subject.id
    }

    private func shouldAsk(_ subject: PosterSubject, key: String) -> Bool {
        guard sources.contains(where: { $0.mayKnow(subject) }), !asked.contains(key), waiting.count < limits.queued else { return false }
        let time = now()
        if let failure = failed[key], time < failure.retry { return false }
        if let since = index.unknown[key], time.timeIntervalSince(since) < limits.unknownRetry { return false }
        return true
    }

    private func startFetching() {
        while running < limits.concurrentFetches, !waiting.isEmpty {
            let subject = waiting.removeFirst()
            running += 1
            Task { await self.fetch(subject) }
        }
    }

    private func fetch(_ subject: PosterSubject) async {
        let key = Self.key(of: subject)
        var found: ArtworkImages?
        var failure: ArtworkError?
        for source in sources where found == nil && source.mayKnow(subject) {
            do {
                found = try await source.poster(of: subject)
            } catch {
                failure = error
                report("no poster for \(subject.id) (\(subject.title)) from \(source.name): \(error)")
            }
        }
        if let found {
            keep(found, key: key)
        } else if failure != nil {
            recordFailure(of: key)
        } else {
            index.unknown[key] = now()
            save()
        }
        asked.remove(key)
        running -= 1
        startFetching()
        if running == 0, waiting.isEmpty {
            let waiters = idle
            idle = []
            for waiter in waiters { waiter.resume() }
        }
    }

    private func keep(_ images: ArtworkImages, key: String) {
        do {
            let image = try files.write(images.image)
            let large = try images.large.map { image throws(ArtworkStoreError) in try files.write(image) }
            // A source whose two sizes are the same bytes offers one.
            index.kept[key] = ArtworkIndex.Kept(image: image, large: large == image ? nil : large)
            index.unknown[key] = nil
            failed[key] = nil
            memory.forget(files.evict(toFit: limits.maximumBytes))
            index.forgetMissing(files)
            revisionNumber += 1
            save()
        } catch {
            recordFailure(of: key)
            report("a poster could not be kept: \(error)")
        }
    }

    /// The next ask waits ``Limits/failureRetry`` after a first failure, twice the last wait
    /// after another.
    private func recordFailure(of key: String) {
        let wait = failed[key].map { min($0.wait * 2, limits.longestFailureRetry) } ?? limits.failureRetry
        let time = now()
        failed[key] = Failure(wait: wait, retry: time.addingTimeInterval(wait))
    }

    private func save() {
        do {
            try files.writeIndex(index)
        } catch {
            report("the posters' index could not be saved: \(error)")
        }
    }
}

/// A title whose sources failed: how long its last wait was, and when it may be asked again.
private struct Failure {
    let wait: TimeInterval
    let retry: Date
}

/// What an ``ArtworkStore`` holds.
public struct ArtworkUsage: Sendable, Equatable {
    /// How many image files.
    public let images: Int
    /// Their size together.
    public let bytes: Int64
    /// The most they may take.
    public let maximumBytes: Int64
    /// How many titles have a poster kept.
    public let titles: Int
}
