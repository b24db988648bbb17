import MoviesInterface
import SeriesInterface

/// The catalog's series on the Movies feature's search page, beside its films, each linking to
/// its page here: what the CLI's `search` does with `SeriesAsOtherTitles`, for the web.
public struct SeriesInSearch: OtherTitlesOnTheWeb {
    let catalog: any SeriesCatalog

    /// Series of `catalog`.
    public init(catalog: any SeriesCatalog) {
        self.catalog = catalog
    }

    public let heading = "Series"

    public func search(_ text: String, limit: Int) async throws -> [OtherTitle] {
        try await catalog.search(text, limit: limit).map { series in
            OtherTitle(kind: "series", id: series.id.description, title: series.title, startYear: series.startYear, endYear: series.endYear)
        }
    }

    public func title(imdbID: String) async throws -> OtherTitle? {
        guard let id = TitleID(parsing: imdbID), let series = try await catalog.series(id) else { return nil }
        return OtherTitle(kind: "series", id: series.id.description, title: series.title, startYear: series.startYear, endYear: series.endYear)
    }

    public func page(of title: OtherTitle) -> String {
        TitleID(parsing: title.id).map(SeriesPages.path(of:)) ?? SeriesPages.seriesPath
    }
}
