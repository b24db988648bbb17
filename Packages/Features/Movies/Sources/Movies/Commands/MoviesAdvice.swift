import IMDbDatasets
import MoviesInterface

/// What to type next after an error of the Movies commands, in those commands (`search`,
/// `catalog build`). Every executable that offers them names itself, and adds advice of its
/// own before this: the options that choose a catalog are the executable's.
public enum MoviesAdvice {
    /// The advice for `error`, naming the commands as `executable` runs them, or `nil`.
    public static func advice(for error: any Error, invokedAs executable: String) -> String? {
        switch error {
        case MovieCatalogError.notFound: "Find ids with `\(executable) search WORDS`."
        case CatalogBuildError.interrupted: nil
        case is CatalogBuildError: "See `\(executable) catalog build --help` for the files it reads."
        default: nil
        }
    }
}
