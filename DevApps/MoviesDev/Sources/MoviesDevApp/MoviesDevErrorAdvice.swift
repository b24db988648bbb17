import CommandInjection
import Movies
import MoviesInterface
#if MoviesDevAdapters
import Networking
import Storage
#endif

/// What `movies-dev` tells a person to do after an error, in its own commands and options.
/// Only a build with the real adapters goes online, opens databases and imports catalogs.
enum MoviesDevErrorAdvice {
    static let advice = ErrorAdvice { error in
        own(error) ?? MoviesAdvice.advice(for: error, invokedAs: "movies-dev")
    }

    private static func own(_ error: any Error) -> String? {
        switch error {
        case MovieServiceError.otherCatalog(let id, _):
            choice(for: id.source).map { "Run the command with --catalog \($0.rawValue)." }
        #if MoviesDevAdapters
        case CatalogChoiceError.missingToken(let variable): "Set \(variable), or add --fixture-server to use the loopback TMDB look-alike."
        case CatalogChoiceError.notBuilt(let path): "Build one with `movies-dev catalog build FILE... --catalog-file \(path)`."
        case let error as MovieCatalogError: error.remedy.map(catalog)
        case HTTPClientError.timedOut: "Allow longer with --timeout SECONDS, or use --catalog offline."
        case is HTTPClientError: "Or use --fixture-server, or --catalog offline."
        #endif
        default:
            #if MoviesDevAdapters
            StorageError.fileAdvice(for: error, option: "--database")
            #else
            nil
            #endif
        }
    }

    #if MoviesDevAdapters
    private static func catalog(_ remedy: MovieCatalogRemedy) -> String {
        switch remedy {
        case .allowLonger: "Allow longer with --timeout SECONDS, or use --catalog offline."
        case .checkCredential: "Use --fixture-server for TMDB's look-alike, or --catalog offline."
        case .tryAgain, .tryLater, .checkNetwork, .checkRequest: "Or use --fixture-server, or --catalog offline."
        case .rebuildCatalog: "Build it again with `movies-dev catalog build FILE...`, or use --catalog offline."
        }
    }
    #endif

    /// The `--catalog` value that serves ids of `source`.
    private static func choice(for source: CatalogSource) -> MoviesDevWiring.CatalogChoice? {
        switch source {
        case .offline: .offline
        case .tmdb: .tmdb
        case .fixture: .fixture
        default: nil
        }
    }
}
