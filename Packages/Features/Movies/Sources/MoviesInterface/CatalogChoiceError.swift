/// The catalog an executable was told to use cannot be opened as it was set up. The message
/// says what is missing; the executable adds how to give it, in its own options.
public enum CatalogChoiceError: Error, Equatable, CustomStringConvertible {
    /// TMDB was chosen and the environment variable `variable` holds no API token.
    case missingToken(variable: String)
    /// The catalog built from IMDb's datasets was chosen, and there is none at `path`.
    case notBuilt(path: String)

    public var description: String {
        switch self {
        case .missingToken(let variable):
            "the TMDB catalog needs an API read access token in \(variable) (create one at themoviedb.org/settings/api)"
        case .notBuilt(let path):
            "no IMDb catalog has been built (none at \(path))"
        }
    }
}
