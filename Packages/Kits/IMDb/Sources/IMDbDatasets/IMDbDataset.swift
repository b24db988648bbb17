/// The files of IMDb's non-commercial datasets that an import reads, recognised by their
/// header rows, never by their names.
public enum IMDbDataset: String, CaseIterable, Comparable, Sendable {
    case titleBasics = "title.basics"
    case titleEpisode = "title.episode"
    case titleRatings = "title.ratings"
    case titleCrew = "title.crew"
    case titlePrincipals = "title.principals"
    case nameBasics = "name.basics"

    /// The columns its header starts with.
    public var columns: [String] {
        switch self {
        case .titleBasics: ["tconst", "titleType", "primaryTitle", "originalTitle", "isAdult", "startYear", "endYear", "runtimeMinutes", "genres"]
        case .titleEpisode: ["tconst", "parentTconst", "seasonNumber", "episodeNumber"]
        case .titleRatings: ["tconst", "averageRating", "numVotes"]
        case .titleCrew: ["tconst", "directors", "writers"]
        case .titlePrincipals: ["tconst", "ordering", "nconst", "category", "job", "characters"]
        case .nameBasics: ["nconst", "primaryName"]
        }
    }

    /// The dataset whose header `fields` are, or `nil`.
    public static func recognise(header fields: [String]) -> IMDbDataset? {
        allCases.first { fields.starts(with: $0.columns) }
    }

    /// The order of an import: titles first, then the episodes' places in their series, then
    /// what refers to titles, then people.
    public static func < (left: IMDbDataset, right: IMDbDataset) -> Bool {
        left.order < right.order
    }

    private var order: Int {
        switch self {
        case .titleBasics: 0
        case .titleEpisode: 1
        case .titleRatings: 2
        case .titleCrew: 3
        case .titlePrincipals: 4
        case .nameBasics: 5
        }
    }
}
