import AuthInterface
import CalendarInterface
import Foundation
import WatchlistInterface
import WebUI

/// The Calendar feature's page, `/calendar`: what airs for the signed-in profile's series, and
/// the films on its list coming out, in the next 30 days, today first, then this week, then later, with a button that fetches the
/// air dates again; and **Coming up** for the home page. It works without JavaScript: the
/// button posts, and the answer is the page again. Times are told in the server's time zone.
/// A second button shows the address of the profile's iCal feed, and a third makes a new one.
public struct CalendarPages: Sendable {
    /// The page.
    public static let calendarPath = "/calendar"
    /// Where the refresh button posts.
    public static let refreshPath = calendarPath + "/refresh"
    /// Where the feed's buttons post: the answer is the feed's address (a new one with
    /// `rotate=1`), shown on a page, never in a URL.
    public static let feedPath = calendarPath + "/feed"
    /// This feature's entry in the layout's navigation.
    public static let navigation: [Layout.Link] = [.init(title: "Calendar", path: calendarPath, section: "calendar")]
    /// The days the page covers.
    static let days = 30

    /// A profile's calendar, as the server makes it per request.
    public typealias Service = @Sendable (Profile) -> any CalendarService

    let service: Service
    let templates: Templates
    let now: @Sendable () -> Date

    /// Creates the page on `service`, `now` saying which day is today.
    public init(service: @escaping Service, now: @escaping @Sendable () -> Date = Date.init) throws(TemplateError) {
        self.service = service
        self.now = now
        templates = try Templates(CalendarTemplates.sources)
    }

    /// The routes: the page, and its button's.
    public var routes: [WebRoute] {
        [
            WebRoute(.get, Self.calendarPath) { request in .page(try await page(request)) },
            WebRoute(.post, Self.refreshPath) { request in try await refresh(request) },
            WebRoute(.post, Self.feedPath) { request in .page(try await feed(request)) },
        ]
    }

    /// Coming up: what airs today and in the next 6 days, for the home page.
    public func comingUpSection(_ request: WebRequest) async throws -> HTML {
        let profile = try profile(request)
        // Kept as the list page's other parts are: until the profile's list or series change,
        // or a few seconds pass (its "in 3 hours" included).
        return try await request.remembered("coming-up", of: profile.id) {
            let schedule = try await service(profile).schedule(from: nil, days: 7)
            let moment = now()
            return try templates.render(
                "comingUp",
                ["hasEpisodes": !schedule.episodes.isEmpty || !schedule.releases.isEmpty,
                 "films": schedule.releases.prefix(4).map(Self.item), "episodes": schedule.episodes.prefix(8).map { Self.item($0, now: moment, zone: schedule.timeZone) },
                 "calendarPage": Self.calendarPath]
            )
        }
    }

    /// Kept as the list page is, until the profile's list or series change or a few seconds
    /// pass (its "in 3 hours" included): a heavy user's 1,000 shows took half a second to lay
    /// out. The refresh button's answer is made afresh.
    private func page(_ request: WebRequest) async throws -> Page {
        let profile = try profile(request)
        let body = try await request.remembered("calendar", of: profile.id) { csrf in try await content(profile, csrf: csrf) }
        return Page(title: "Calendar", body: body, section: "calendar")
    }

    /// The page's content, its forms signed with `csrf`.
    private func content(_ profile: Profile, csrf: String) async throws -> HTML {
        let schedule = try await service(profile).schedule(from: nil, days: Self.days)
        let moment = now()
        let today = schedule.from
        let groups: [(id: String, title: String, first: CalendarDay, last: CalendarDay?)] = [
            ("today", "Today", today, today), ("week", "This week", today.adding(days: 1), today.adding(days: 6)), ("later", "Later", today.adding(days: 7), nil),
        ]
        let context: [String: Any] = [
            "sections": groups.map { group -> [String: Any] in
                let holds = { (day: CalendarDay) in group.first <= day && group.last.map { day <= $0 } ?? true }
                let days = Self.days(
                    schedule.episodes.filter { holds($0.airDate) }, releases: schedule.releases.filter { holds($0.day) }, now: moment, zone: schedule.timeZone
                )
                return ["id": group.id, "title": group.title, "hasEpisodes": !days.isEmpty, "days": days]
            },
            "refreshed": schedule.refreshedAt.map { "Air dates fetched \(Self.stamp($0, zone: schedule.timeZone))." } ?? "No air dates have been fetched yet.",
            "notFetched": schedule.notFetched.joined(separator: ", "), "hasNotFetched": !schedule.notFetched.isEmpty,
            "unknown": schedule.unknownToSource.joined(separator: ", "), "hasUnknown": !schedule.unknownToSource.isEmpty,
            "zone": schedule.timeZone.identifier, "action": Self.refreshPath, "through": schedule.through.description, "feedAction": Self.feedPath,
            "csrf": csrf,
        ]
        return try templates.render("calendar", context)
    }

    /// The feed's address, made the first time it is asked for, or a new one.
    private func feed(_ request: WebRequest) async throws -> Page {
        let rotate = request.form["rotate"] == "1"
        let feed = try await service(try profile(request)).feed(rotate: rotate)
        var context: [String: Any] = [
            "rotated": rotate, "action": Self.feedPath, "calendarPage": Self.calendarPath,
            "back": CalendarFeed.daysBack, "ahead": CalendarFeed.daysAhead, "made": Self.stamp(feed.createdAt, zone: .gmt),
        ]
        if let path = feed.path { context["address"] = request.origin + path }
        return Page(title: "Calendar feed", body: try templates.render("feed", context, for: request), section: "calendar")
    }

    private func refresh(_ request: WebRequest) async throws -> WebAnswer {
        let profile = try profile(request)
        // The air dates fetched change the kept page and Coming up.
        let summary = try await request.writing(.list(owner: profile.id)) { try await service(profile).refresh { _ in } }
        var notice = "Fetched the air dates of \(summary.fetched) series from \(summary.source)"
        notice += summary.unchanged > 0 ? "; \(summary.unchanged) unchanged." : "."
        if summary.films > 0 { notice += " Fetched the release dates of \(summary.films) \(summary.films == 1 ? "film" : "films") on your list." }
        return .redirect(to: Self.calendarPath, notice: notice)
    }

    /// Films and episodes grouped by day, each day with its heading, its films first.
    private static func days(_ episodes: [AiringEpisode], releases: [MovieRelease], now: Date, zone: TimeZone) -> [[String: Any]] {
        let films = Dictionary(grouping: releases, by: \.day)
        let aired = Dictionary(grouping: episodes, by: \.airDate)
        return Set(films.keys).union(aired.keys).sorted().map { day in
            [
                "day": day.description, "heading": heading(day), "films": (films[day] ?? []).map(item),
                "episodes": (aired[day] ?? []).map { item($0, now: now, zone: zone) },
            ]
        }
    }

    private static func item(_ release: MovieRelease) -> [String: Any] {
        ["title": release.title, "kind": release.kind.label, "day": release.day.description]
    }

    private static func item(_ episode: AiringEpisode, now: Date, zone: TimeZone) -> [String: Any] {
        [
            "show": episode.showTitle, "code": episode.code, "title": episode.title, "network": episode.network ?? "",
            "time": episode.airTime.map { clock($0, zone: zone) } ?? "all day",
            "datetime": episode.airTime.map { ISO8601DateFormatter().string(from: $0) } ?? episode.airDate.description,
            "special": episode.isSpecial, "watched": episode.watched, "new": !episode.watched && episode.hasAired(by: now, in: zone),
            "day": episode.airDate.description,
        ]
    }

    /// `Friday 27 November`.
    private static func heading(_ day: CalendarDay) -> String {
        "\(day.weekday) \(day.day) \(day.monthName)"
    }

    private static func clock(_ date: Date, zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    private static func stamp(_ date: Date, zone: TimeZone) -> String {
        CalendarDay(containing: date, in: zone).description + " " + clock(date, zone: zone)
    }

    private func profile(_ request: WebRequest) throws -> Profile {
        let viewer = try request.signedIn()
        return Profile(id: viewer.id, name: viewer.name)
    }
}
