import AppComposition
import ArgumentParser
import Calendar
import CalendarCLI
import AuthInterface
import CalendarInterface
import CalendarNotify
import CalendarPorts
import CalendarSQLite
import CalendarTMDB
import CalendarTVmaze
import TVmaze
import CommandInjection
import Injection
import SeriesInterface
import WatchlistInterface
import Storage

/// The Calendar feature in `watchlist`: `calendar` and `notifications` with their subcommands,
/// their advice, the calendar and the notification targets of the signed-in profile (air dates
/// from TVmaze, and TMDB after it when TMDB_API_TOKEN is set, with the release dates of the
/// films on the list from TMDB, and targets kept in the app's database, or the server's after `watchlist remote
/// login`), the calendar's screen in the home menu, and the aired episodes the catalog lacks
/// for the Series feature (``AiredEpisodes``). The
/// root lists it (AppFeatures.swift) and names nothing else of the feature.
public enum CalendarAppFeature: AppFeature {
    public static func commands(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type] { CalendarCommands.all }

    public static func advice(for error: any Error, invokedAs executable: String) -> String? {
        if case CalendarError.sourceUnavailable(_, .allowLonger) = error {
            return "Allow each request longer with --timeout, such as `\(executable) calendar refresh --timeout 30`, or try again later."
        }
        return CalendarAdvice.advice(for: error, invokedAs: "\(executable) calendar")
            ?? NotificationsAdvice.advice(for: error, invokedAs: "\(executable) notifications")
    }

    /// Where `remote` is: the feed is the server's, so signing in to one serves it.
    public static func remoteAdvice(for error: any Error, invokedAs executable: String) -> String? {
        guard case CalendarError.feedNeedsServer = error else { return nil }
        return "Sign in to a watchlist-server, which serves the feed, with `\(executable) remote login URL NAME`; or write the calendar to a file: `\(executable) calendar --ics > calendar.ics`."
    }

    public static var sqliteMigrations: [DatabaseMigration] { CalendarSQLiteSchema.migrations }

    /// The signed-in profile's calendar: on the server while a session with one is kept (as the
    /// list is), else from the series it follows here and the air dates kept in the shared
    /// database.
    ///
    /// The calendar's sources are ports that a dev app may register in `container` beside the
    /// feature, as fixtures of what is not there: `TrackedSeries` (registered here from the
    /// Series feature; a later registration replaces it), and `AirDateSource`, `ListedMovies`
    /// and `ReleaseDateSource`, which, when registered, win over TVmaze and TMDB as the
    /// environment picks them and over the Watchlist feature's list.
    public static func register(in container: Container, host: AppHost) {
        container.register(CalendarInvocation.self, instance: CalendarInvocation(
            refresh: "\(host.executable) calendar refresh", feed: "\(host.executable) calendar feed", notifications: "\(host.executable) notifications"
        ))
        container.register((any TrackedSeries).self) { resolver in SeriesServiceTracking(try resolver.resolve((any SeriesService).self)) }
        container.contribute(to: (any EpisodeSupplement).self) { _ in AiredEpisodes(store: SQLiteAirDateStore(database: host.database)) }
        // `import --online` asks TVmaze for the IMDb ids of shows known by TheTVDB's.
        container.contribute(to: (any TitleIDLookup).self) { _ in
            TVmazeShowIDs(source: TVmazeAirDateSource(
                configuration: try TVmazeConfiguration.from(environment: host.environment, timeout: host.requestTimeout), http: host.http
            ))
        }
        container.register((any CalendarService).self) { resolver in
            if let session = try host.serverSession() {
                return RemoteCalendarService(session: session, http: host.http, timeout: host.requestTimeout)
            }
            // The films on the list, where the Watchlist feature is in the app (asked once every
            // feature has registered).
            let listed = try resolver.resolveIfRegistered((any ListedMovies).self)
                ?? resolver.resolveIfRegistered((any WatchlistService).self).map { WatchlistServiceMovies($0) as any ListedMovies }
            let films = try listed.map { films in
                MovieReleases(
                    films: films, store: SQLiteMovieReleaseStore(database: host.database),
                    source: try resolver.resolveIfRegistered((any ReleaseDateSource).self)
                        ?? CalendarSourceChoice.releases(environment: host.environment, http: host.http, timeout: host.requestTimeout)
                )
            }
            return ProfileCalendarService(
                series: try resolver.resolve((any TrackedSeries).self),
                source: try resolver.resolveIfRegistered((any AirDateSource).self)
                    ?? CalendarSourceChoice.source(environment: host.environment, http: host.http, timeout: host.requestTimeout),
                store: SQLiteAirDateStore(database: host.database), films: films
            )
        }
        container.register((any NotificationService).self) { resolver in
            if let session = try host.serverSession() {
                return RemoteNotifications(session: session, http: host.http, timeout: host.requestTimeout)
            }
            let profiles = host.profiles
            return ProfileNotifications(
                profile: {
                    guard let profile = try await profiles.currentProfile() else { throw AuthError.notLoggedIn }
                    return profile.id
                },
                calendar: try resolver.resolve((any CalendarService).self), store: SQLiteNotificationStore(database: host.database),
                delivery: HTTPMessageDelivery(http: host.http, reach: .ownMachine)
            )
        }
    }

    public static let menu = [
        AppMenuItem(title: "Calendar") { container in
            CalendarScreen(service: try container.resolve((any CalendarService).self), invocation: try container.resolve(CalendarInvocation.self))
        }
    ]
}
