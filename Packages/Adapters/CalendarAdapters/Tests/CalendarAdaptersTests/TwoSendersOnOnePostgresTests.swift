import Calendar
import CalendarInterface
import CalendarPorts
import CalendarPostgres
import CalendarTesting
import Foundation
import PostgresStorage
import StorageTesting
import Synchronization
import SeriesInterface
import Testing
import WatchlistInterface

/// Two servers on one PostgreSQL, as a household that outgrew one machine runs them: each
/// with its own pool and its own rounds, both sending at the same moments, and every message
/// reaches its target once.
@Suite(.temporaryPostgres) struct TwoSendersOnOnePostgresTests {
    /// A delivery that takes a few milliseconds, so the two senders' rounds overlap, and counts
    /// what each target received.
    final class CountingDelivery: MessageDelivery {
        private let received = Mutex<[String: Int]>([:])
        var counts: [String: Int] { received.withLock { $0 } }
        func check(_ target: NewTarget) {}
        func deliver(_ message: Message, to target: TargetAddress) async throws {
            try await Task.sleep(for: .milliseconds(3))
            received.withLock { $0["\(target.address.absoluteString) \(message.key)", default: 0] += 1 }
        }
    }

    static let start = Date(timeIntervalSince1970: 1_795_780_800)

    @Test func twoServersSendEveryMessageOnce() async throws {
        let server = try TemporaryPostgres.forThisTest()
        let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
        let migrations = PostgresAirDateStore.migrations + PostgresNotificationStore.migrations
        let fixtures = FixtureAirDates.standard(around: Self.start)
        let delivery = CountingDelivery()
        // A day after Stranger Things' eight episodes and True Detective's second.
        let now = Self.start.addingTimeInterval(11 * 86_400)
        let followed = FixtureTrackedSeries.following(["tt2356777", "tt4574334"])
        var targets = 0
        try await PostgresPool.withOpen(location, migrations: migrations, maximumConnections: 4) { first in
            let airDates = PostgresAirDateStore(database: first)
            for show in fixtures.shows {
                guard let id = TitleID(parsing: show.imdbID) else { continue }
                try await airDates.keep(show.show, episodes: show.episodes, for: id, at: Self.start)
            }
            let setUp = PostgresNotificationStore(database: first)
            for _ in 0..<3 {
                let profile = UUID()
                for index in 0..<2 {
                    let address = try #require(URL(string: "https://hooks.example.org/\(profile)/\(index)"))
                    _ = try await setUp.add(NewTarget(kind: .webhook, address: address), masked: "m", for: profile, at: Self.start)
                    targets += 1
                }
            }
            try await PostgresPool.withOpen(location, migrations: migrations, maximumConnections: 4) { second in
                let rounds = [first, second].enumerated().map { index, pool in
                    let store = PostgresNotificationStore(database: pool), air = PostgresAirDateStore(database: pool)
                    return NotificationRounds(
                        store: store, delivery: delivery,
                        calendar: { _ in ProfileCalendarService(series: followed, source: FixtureAirDateSource(fixtures), store: air, now: { now }, timeZone: .gmt) },
                        now: { now }, timeZone: .gmt, claimant: "server-\(index)"
                    )
                }
                for _ in 0..<3 {
                    async let one = rounds[0].round()
                    async let two = rounds[1].round()
                    _ = await (one, two)
                }
            }
        }
        let counts = delivery.counts
        #expect(counts.count == targets * 10, "True Detective's first two and Stranger Things' eight, to each of \(targets) targets: \(counts.count)")
        #expect(counts.values.allSatisfy { $0 == 1 }, "sent twice: \(counts.filter { $0.value > 1 }.keys.sorted())")
    }
}
