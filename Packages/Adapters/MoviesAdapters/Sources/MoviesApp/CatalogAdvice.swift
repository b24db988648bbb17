import IMDbDatasets
import MoviesInterface
import MoviesTMDB
import TMDB

/// What to do after an error of the catalog `--catalog` chose, in `watchlist`'s own options.
enum CatalogAdvice {
    static func advice(for error: any Error, invokedAs executable: String) -> String? {
        switch error {
        case CatalogChoiceError.missingToken(let variable): "Set \(variable), or use --catalog offline."
        case CatalogChoiceError.notBuilt:
            "Build one from IMDb's datasets with `\(executable) catalog build title.basics.tsv.gz ...`, or use --catalog offline."
        case let error as MovieCatalogError: error.remedy.map { remedy(for: $0, invokedAs: executable) }
        case let error as TMDBError: error.remedy.map { remedy(for: MovieCatalogRemedy($0), invokedAs: executable) }
        case MovieServiceError.otherCatalog(let id, _): "Run the command with --catalog \(id.source == .tmdb ? "tmdb" : id.source == .imdb ? "imdb" : "offline")."
        case CatalogBuildError.cannotWrite:
            "Make room on that disk, or set WATCHLIST_CATALOG to a path on a disk with room, and run the import again."
        default: nil
        }
    }

    private static func remedy(for remedy: MovieCatalogRemedy, invokedAs executable: String) -> String {
        switch remedy {
        case .allowLonger: "Allow longer with --timeout SECONDS, or use --catalog offline."
        case .checkCredential: "Create a token at themoviedb.org/settings/api, or use --catalog offline."
        case .tryAgain, .tryLater, .checkNetwork, .checkRequest: "Or use --catalog offline."
        case .rebuildCatalog: "Build it again with `\(executable) catalog build FILE...`, or use --catalog offline."
        }
    }
}
