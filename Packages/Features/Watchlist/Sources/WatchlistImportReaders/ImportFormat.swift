/// The formats `import` reads. It tells them apart by their content; `--format` insists on one.
public enum ImportFormat: String, CaseIterable, Sendable {
    /// This program's own JSON export.
    case json
    /// Letterboxd's export (zip, folder or one of its CSV files), or the CSV its importer reads.
    case letterboxd
    /// IMDb's ratings and list exports.
    case imdb
    /// Trakt's export (zip, folder or its JSON files).
    case trakt
    /// TV Time's data export (its folder, or a zip without a password, or one of its CSV files).
    case tvtime
    /// Simkl's JSON backup (or its API's `/sync/all-items`), or its CSV backup.
    case simkl
    /// Yamtrack's CSV export.
    case yamtrack
    /// Movary's CSV exports (history, watchlist, ratings).
    case movary

    /// How messages name a file of the format.
    public var article: String {
        switch self {
        case .json: "a watchlist JSON export"
        case .letterboxd: "a Letterboxd export"
        case .imdb: "an IMDb export"
        case .trakt: "a Trakt export"
        case .tvtime: "a TV Time export"
        case .simkl: "a Simkl export"
        case .yamtrack: "a Yamtrack export"
        case .movary: "a Movary export"
        }
    }
}
