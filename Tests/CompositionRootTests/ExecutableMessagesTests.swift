import ArgumentParser
import Artwork
import AuthInterface
import CalendarInterface
import CommandInjection
import DevComposition
import Foundation
import MoviesInterface
import Networking
import SeriesInterface
import ServerComposition
import ScrobblingInterface
import Storage
import Testing
import WatchlistInterface
@testable import AuthDevApp
@testable import CalendarDevApp
@testable import CLIApp
@testable import MoviesDevApp
@testable import SeriesDevApp
@testable import ServerApp
@testable import WatchlistDevApp

/// An executable, with its advice and the errors only it raises.
struct ExecutableMessages: CustomTestStringConvertible, Sendable {
    let name: String
    let root: any ParsableCommand.Type
    let advice: ErrorAdvice
    let ownErrors: [any Error & Sendable]

    var testDescription: String { name }

    /// Every subcommand name, as typed.
    var commands: Set<String> {
        Set(CompositionRootCheck.commands(under: root).dropFirst().map(CompositionRootCheck.name(of:)) + ["help"])
    }

    /// The help of the executable and of each of its commands.
    var helps: [String] {
        [root.helpMessage()] + CompositionRootCheck.commands(under: root).dropFirst().map { root.helpMessage(for: $0) }
    }

    /// Every option that some command of this executable accepts, read from their help.
    var options: Set<String> {
        Set(helps.flatMap { ExecutableMessagesTests.options(in: $0) })
    }
}

/// Errors say what happened; each executable says what to type next, naming only what it has.
@Suite struct ExecutableMessagesTests {
    static let executables: [ExecutableMessages] = [
        .init(name: "watchlist", root: CLIRootCommand.self, advice: CLIErrorAdvice.advice, ownErrors: []),
        .init(name: "movies-dev", root: DevAppCommand<MoviesDev>.self, advice: DevAppEntryPoint<MoviesDev>.advice, ownErrors: []),
        .init(name: "auth-dev", root: DevAppCommand<AuthDev>.self, advice: DevAppEntryPoint<AuthDev>.advice, ownErrors: []),
        .init(name: "series-dev", root: DevAppCommand<SeriesDev>.self, advice: DevAppEntryPoint<SeriesDev>.advice, ownErrors: []),
        .init(name: "calendar-dev", root: DevAppCommand<CalendarDev>.self, advice: DevAppEntryPoint<CalendarDev>.advice, ownErrors: []),
        .init(name: "watchlist-dev", root: DevAppCommand<WatchlistDev>.self, advice: DevAppEntryPoint<WatchlistDev>.advice, ownErrors: []),
        .init(
            name: "watchlist-server", root: ServerRootCommand.self, advice: ServerErrorAdvice.advice,
            ownErrors: [
                ServerStartError.addressInUse(host: "127.0.0.1", port: 8080), ServerStartError.addressUnavailable(host: "10.9.9.9"),
                ArtworkStoreError.directory(path: "/x/images", reason: "permission denied"),
                BaseAddressError(variable: "TMDB_IMAGE_BASE_URL", text: "ftp://x", fallback: URL(fileURLWithPath: "/")),
                ServerSettingError.invalid(source: "--notify-interval", value: "0", reason: "x"),
            ]
        ),
    ]

    /// The dev apps with films alone: no feature of theirs has titles of another kind.
    static let filmsAlone = ["movies-dev", "auth-dev", "watchlist-dev"]

    /// An app with films alone says nothing in any help of what another kind of title would
    /// add (series, seasons, episodes): the host commands take those words from the providers
    /// (`KindOptions`), so they cannot drift back into them.
    @Test(arguments: executables.filter { filmsAlone.contains($0.name) })
    func anAppWithFilmsAloneNamesNoOtherKindInItsHelp(_ executable: ExecutableMessages) {
        let helps = executable.helps
        #expect(helps.count > 4 && !executable.commands.contains("series"), "every command is read: \(helps.count)")
        let naming = helps.filter { help in ["series", "season", "episode"].contains { help.lowercased().contains($0) } }
        #expect(naming.isEmpty, "\(naming.joined(separator: "\n---\n"))")
    }

    /// The word for a title that is not a series where people read it: film, never movie
    /// (docs/architecture.md, "Words used in the code"). The Movie Database, the Movies feature
    /// and `movies-dev` are names, and IMDb's title types (`movie,tvMovie`) are values a person
    /// types.
    static func sayingMovie(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { line in
            let names = ["The Movie Database", "the Movies feature", "movies-dev"].reduce(String(line)) { $0.replacing($1, with: "") }
            return !line.contains("tvMovie") && names.contains(/(?i)\bmovies?\b/)
        }
    }

    @Test(arguments: executables)
    func helpAndErrorsSayFilmNotMovie(_ executable: ExecutableMessages) {
        let errors = (Self.featureErrors + executable.ownErrors).map { "\(executable.advice.advised($0))" }
        let saying = (executable.helps + errors).flatMap(Self.sayingMovie)
        #expect(saying.isEmpty, "\(executable.name) says movie: \(saying.joined(separator: "\n"))")
    }

    @Test func theWordCheckCatchesMovie() {
        #expect(Self.sayingMovie("Show only watched movies.\nAdd a film\ntmdb (The Movie Database)\n--types movie,tvMovie\n`movies-dev search`").count == 1)
    }

    /// One of every error the features and kits raise to a command.
    static let featureErrors: [any Error & Sendable] = {
        let url = URL(fileURLWithPath: "/")
        let remedies: [MovieCatalogRemedy] = [
            .tryAgain, .tryLater(seconds: nil), .tryLater(seconds: 3), .allowLonger,
            .checkNetwork(address: "TMDB_BASE_URL"), .checkCredential(variable: "TMDB_API_TOKEN"), .checkRequest,
        ]
        let ids = [MovieID(source: .offline, value: "1"), MovieID(source: .tmdb, value: "603")]
        let auth: [AuthError] = [
            .invalidCredentials, .nameTaken("ada"), .invalidName("a b"), .emptyPassword, .passwordTooShort(minimum: 8),
            .passwordsDiffer, .noPasswordInput, .passwordInputEnded, .notLoggedIn,
        ]
        let catalog: [MovieCatalogError] = ids.map { .notFound($0) } + [.invalidResponse(reason: "x")]
            + remedies.flatMap { [.unavailable(reason: "x", remedy: $0), .refused(reason: "x", remedy: $0)] }
        let today = CalendarDay(containing: Date()), future = CalendarDay(containing: Date().addingTimeInterval(86_400 * 400))
        let watchlist: [WatchlistError] = ids.map { .notOnList($0) } + [.ratingOutOfRange(11), .watchedInTheFuture(future, today: today)]
            + [.nothingToPick(PickFilter()), .nothingToPick(PickFilter(genre: "Western", maximumRuntime: 90, years: 1950...1959))]
        let archive: [ArchiveFileError] = [
            .cannotRead(path: "/x", reason: "x"), .tooLarge(path: "/x", bytes: 1 << 30, limit: 1 << 28), .notAnExport(path: "/x", reason: "x"),
            .newerVersion(path: "/x", version: 2), .invalidMovie(path: "/x", film: 1, reason: "x"), .cannotWrite(path: "/x", reason: "x"),
            .unknownFormat(path: "/x", reason: "x"), .notTheFormat(path: "/x", format: "an IMDb export", reason: "x"),
            .missingFiles(path: "/x", service: "a Letterboxd", expected: ["diary.csv"]), .invalidRow(SourceLocation(file: "/x", position: 2), reason: "x"),
        ]
        let service: [MovieServiceError] = [.otherCatalog(ids[0], current: .tmdb), .otherCatalog(ids[1], current: .offline)]
        let choice: [CatalogChoiceError] = [.missingToken(variable: "TMDB_API_TOKEN"), .notBuilt(path: "/x")]
        let http: [HTTPClientError] = [
            .timedOut(url: url, after: .milliseconds(500)), .unreachable(url: url, reason: "x"), .transport(url: url, reason: "x"),
        ]
        let storage: [StorageError] = [
            .notADatabase(path: "/x"), .cannotCreateDirectory(path: "/x", reason: "x"), .cannotOpen(path: "/x", reason: "x"),
            .migrationFailed(path: "/x", identifier: "x", reason: "x"), .writtenByNewerVersion(path: "/x", unknownMigrations: ["x"]),
            .readOnly(path: "/x"), .queryFailed(reason: "x"),
        ]
        let hooks: [HookError] = [.noSuchHook(9), .noSuchInboxItem(3), .unknownHook, .tooManyEvents(retryAfter: 2), .unreadable("x"), .invalidMediaUser]
        let remote: [RemoteError] = [
            .unreachable(server: url, reason: "x"), .sessionEnded(server: url), .refused(status: 403, message: "x"),
            .unexpectedAnswer(server: url, reason: "x"), .invalidServerAddress("x"), .noSession, .sessionFile(path: "/x", reason: "x"), .unsupported("x"),
        ]
        let calendarRemedies: [CalendarError.Remedy] = [
            .tryLater(seconds: nil), .tryLater(seconds: 5), .checkAddress(variable: "TVMAZE_BASE_URL"), .allowLonger, .checkToken(variable: "TMDB_API_TOKEN"),
        ]
        let calendar: [any Error & Sendable] = [CalendarError.daysOutOfRange(0), CalendarError.feedNeedsServer]
            + calendarRemedies.map { CalendarError.sourceUnavailable("x", remedy: $0) }
            + [NotificationError.invalidTarget("x"), NotificationError.notAllowed("x"), NotificationError.noSuchTarget(3), NotificationError.deliveryFailed("x")]
        let series: [SeriesError] = [.unknownSeries("x"), .episodeWithoutSeason, .invalidEpisodes("x"), .ratingOutOfRange(11)]
        let kits: [any Error & Sendable] = http + storage
        let invalidID: [any Error & Sendable] = {
            do {
                _ = try MovieID(parsing: "not an id", defaultSource: .offline)
                return []
            } catch {
                return [error]
            }
        }()
        return invalidID + auth + catalog + watchlist + archive + service + choice + hooks + remote + calendar + series + kits
    }()

    static func options(in text: String) -> [String] {
        text.matches(of: /(?:^|[^\w-])(--[a-z][a-z0-9-]*)/).map { String($0.output.1) }
    }

    /// Commands written as `` `tool subcommand ...` ``.
    static func commandLines(in text: String) -> [[Substring]] {
        text.matches(of: /`([^`]+)`/).map { $0.output.1.split(separator: " ") }
    }

    @Test func featuresSayWhatHappenedAndNameNoCommandOrOption() {
        for error in Self.featureErrors {
            let message = "\(error)"
            #expect(Self.options(in: message).isEmpty, "\(message)")
            #expect(Self.commandLines(in: message).isEmpty, "\(message)")
        }
    }

    @Test(arguments: executables)
    func everyCommandAndOptionNamedExists(executable: ExecutableMessages) {
        let errors = Self.featureErrors + executable.ownErrors
        let messages = errors.map { error in executable.advice.advised(error) }.map { "\($0)" }
        let commands = executable.commands
        let options = executable.options
        for message in messages {
            for option in Self.options(in: message) {
                #expect(options.contains(option), "\(executable.name) has no \(option): \(message)")
            }
            for line in Self.commandLines(in: message) {
                #expect(line.first.map(String.init) == executable.name, "\(executable.name) names another tool: \(message)")
                #expect(line.dropFirst().first.map { commands.contains(String($0)) } == true, "\(executable.name) has no such command: \(message)")
            }
        }
    }

    @Test func notLoggedInIsOneMessage() {
        #expect("\(AuthError.notLoggedIn)" == "no one is logged in")
        let advice = Self.executables.compactMap { $0.advice.advice(for: AuthError.notLoggedIn) }
        #expect(advice.count == 3, "watchlist, auth-dev and watchlist-dev each say how to get signed in")
    }

    @Test func theCheckCatchesAnOptionThatDoesNotExist() {
        let madeUp = ExecutableMessages(
            name: "watchlist-dev", root: DevAppCommand<WatchlistDev>.self,
            advice: ErrorAdvice { _ in "Use --catalog offline, or `watchlist login NAME`." }, ownErrors: []
        )
        let message = "\(madeUp.advice.advised(AuthError.notLoggedIn))"
        #expect(!madeUp.options.contains("--catalog"))
        #expect(Self.options(in: message).contains("--catalog"))
        #expect(Self.commandLines(in: message).first?.first == "watchlist")
    }
}
