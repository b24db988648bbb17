import APIContract
import AuthInterface
import Calendar
import CalendarAPI
import CalendarInterface
import CalendarNotify
import CalendarPorts
import CalendarTMDB
import CalendarWeb
import Foundation
import Injection
import RateLimit
import SeriesInterface
import ServerComposition
import WebServer
import WatchlistInterface
import WebUI

/// The Calendar feature in `watchlist-server`: its API routes with their part of the OpenAPI
/// document, its page, navigation entry and Coming up on the home page, with air dates from
/// TVmaze (and TMDB after it when TMDB_API_TOKEN is set) kept on the server's SQLite or PostgreSQL, for the series each profile follows (the
/// Series feature's), each profile's iCal feed, its token minted as the Auth feature mints
/// tokens, and its notification targets, sent what is due every minute by a background task
/// (`--notify-interval`), which also fetches the air dates of the profiles with targets or a
/// feed every 6 hours (`--calendar-refresh-hours`), and the aired episodes the catalog lacks
/// for the Series feature (``AiredEpisodes``). The root lists it (ServerFeatures.swift) and
/// names nothing else of the feature.
public enum CalendarServerFeature: ServerFeature {
    public typealias Options = CalendarServerOptions

    public static let errors: [any HTTPErrorMapping] = [CalendarHTTPErrors(), NotificationHTTPErrors()]
    public static let navigation = CalendarPages.navigation
    public static var openAPI: OpenAPIPart? { CalendarOpenAPI.part }

    /// The calendar of each profile, in a time zone, the feed of a token, and the pages made on
    /// them.
    private struct Parts: Sendable {
        let service: @Sendable (Profile, TimeZone) -> any CalendarService
        let feed: @Sendable (String) async throws -> ServedFeed?
        let notifications: @Sendable (Profile) -> any NotificationService
        let rounds: NotificationRounds
        let pages: CalendarPages
        let notificationPages: NotificationPages
    }


    public static func register(in container: Container, host: ServerHost) {
        container.register((@Sendable (Profile) -> any TrackedSeries).self) { resolver in
            let series = try resolver.resolve((@Sendable (Profile) -> any SeriesService).self)
            return { profile in SeriesServiceTracking(series(profile)) }
        }
        container.register(Parts.self, lifetime: .shared) { [weak container] resolver in
            let series = try resolver.resolve((@Sendable (Profile) -> any TrackedSeries).self)
            // Each profile's list, where the Watchlist feature is on the server.
            let lists = container?.isRegistered((@Sendable (Profile) -> any WatchlistService).self) == true
                ? try resolver.resolve((@Sendable (Profile) -> any WatchlistService).self) : nil
            let releases = try CalendarSourceChoice.releases(environment: host.environment, http: host.http)
            let store = try resolver.resolve((any AirDateStore).self)
            let (tokens, targets) = (try resolver.resolve((any FeedTokenStore).self), try resolver.resolve((any NotificationStore).self))
            let films = try resolver.resolve((any MovieReleaseStore).self)
            let options = try host.options.options(Options.self)
            let delivery = HTTPMessageDelivery(http: host.http, reach: NotificationReach(host.outbound))
            let source = try CalendarSourceChoice.source(environment: host.environment, http: host.http, now: host.now)
            let minting = try resolver.resolve((any SecretMinting).self)
            // Feed tokens are kept by their hash, as log-in tokens are.
            let digest: @Sendable (String) -> String = { token in "sha256:" + minting.hash(token).map { String(format: "%02x", $0) }.joined() }
            let holders = FeedHolders(store: tokens, digest: digest)
            let directory = try resolver.resolve((any ProfileDirectory).self)
            let (now, cache) = (host.now, host.cache)
            let perHour = try options.refreshesPerHour(environment: host.environment)
            let refreshes = RateLimit<UUID>(.init(perHour: perHour, burst: min(3, perHour)))
            // The server's own rounds fetch as they are scheduled; what a profile asks is limited.
            let unlimited: @Sendable (Profile, TimeZone) -> any CalendarService = { profile, zone in
                let feed = ProfileFeed(profile: profile.id, store: tokens, newToken: { minting.newToken() }, digest: digest, now: now)
                let releases = lists.map { lists in MovieReleases(films: WatchlistServiceMovies(lists(profile)), store: films, source: releases) }
                let calendar = ProfileCalendarService(
                    series: series(profile), source: source, store: store, now: now, timeZone: zone, feed: feed, films: releases
                )
                return CachedCalendar(calendar: calendar, cache: cache)
            }
            let service: @Sendable (Profile, TimeZone) -> any CalendarService = { profile, zone in
                LimitedRefreshes(calendar: unlimited(profile, zone), profile: profile.id, limit: refreshes, perHour: perHour, now: now)
            }
            // Who holds a token is kept in the read cache apart from every profile's own
            // answers, and a rotation forgets it (CachedCalendar), so the old address stops at
            // once on every server; the document is kept in the forms it is sent in, forgotten
            // when the profile's series or the air dates change, and after a few seconds at most.
            let feed: @Sendable (String) async throws -> ServedFeed? = { token in
                guard FeedAddress.couldBe(token) else { return nil }
                let holder = try await cache.pageValue(of: FeedAddress.holders, key: token, bytes: { _ in token.utf8.count + 64 }) {
                    guard let id = try await holders.profile(holding: token) else { return FeedHolder(profile: nil) }
                    return FeedHolder(profile: try await directory.profile(id: id))
                }
                guard let profile = holder.profile else { return nil }
                let today = CalendarDay(containing: now(), in: .gmt)
                return try await cache.pageValue(of: profile.id, key: "calendar-feed:\(today)", bytes: \.bytes) {
                    let window = CalendarFeed.window(around: today)
                    let schedule = try await service(profile, .gmt).schedule(from: window.from, days: window.days)
                    return try ServedFeed(document: ICalendarFeed.document(schedule.episodes, releases: schedule.releases, name: "Watchlist: \(profile.name)", stamp: now()))
                }
            }
            let notifications: @Sendable (Profile) -> any NotificationService = { profile in
                ProfileNotifications(profile: { profile.id }, calendar: service(profile, .current), store: targets, delivery: delivery, now: now)
            }
            let rounds = NotificationRounds(
                store: targets, feeds: tokens, delivery: delivery, calendar: { id in try await directory.profile(id: id).map { unlimited($0, .current) } }, now: now,
                interval: try options.interval(environment: host.environment), refreshEvery: try options.refreshEvery(environment: host.environment)
            )
            return Parts(
                service: service, feed: feed, notifications: notifications, rounds: rounds,
                pages: try CalendarPages(service: { service($0, .current) }, now: now), notificationPages: try NotificationPages(service: notifications)
            )
        }
        container.contribute(to: (any HomePageSections).self) { resolver in CalendarComingUp(pages: try resolver.resolve(Parts.self).pages) }
        // The store alone, not Parts, which reads the Series feature this supplements.
        container.contribute(to: (any EpisodeSupplement).self) { resolver in AiredEpisodes(store: try resolver.resolve((any AirDateStore).self)) }
    }

    public static func parts(from container: Container, host: ServerHost) throws -> ServerParts {
        let parts = try container.resolve(Parts.self)
        let rounds = parts.rounds
        return ServerParts(
            routes: [CalendarRoutes(service: parts.service, document: parts.feed), NotificationRoutes(service: parts.notifications)],
            pages: parts.pages.routes + parts.notificationPages.routes, tasks: [
                BackgroundTask(name: "notifications") { log in
                    await rounds.run(report: log.notice) { number, summary in
                        log.debug("notifications: round \(number) ended, \(summary.sent) sent, \(summary.failed) to try again")
                    }
                },
            ]
        )
    }
}

/// What a feed's token looks like: the Auth feature's tokens are URL-safe Base64 of at least
/// 128 bits; anything else is answered 404 without a look in the database.
enum FeedAddress {
    static func couldBe(_ token: String) -> Bool {
        (16...128).contains(token.utf8.count) && token.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }

    /// The owner under which the read cache keeps who holds each token: no profile's id (a
    /// version 4 UUID never has these bits), so a profile's writes leave them, and a rotation
    /// forgets them all.
    static let holders = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xfe))
}

/// Who holds a feed's token, as the read cache keeps it: no one, when it is not a live token.
struct FeedHolder: Sendable {
    let profile: Profile?
}
