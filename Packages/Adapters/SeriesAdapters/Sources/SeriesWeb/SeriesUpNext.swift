import WebUI

/// The Series feature's Up Next on the site's home page, beside the other features' sections.
public struct SeriesUpNext: HomePageSections {
    let pages: SeriesPages

    /// Up Next, from `pages`.
    public init(pages: SeriesPages) {
        self.pages = pages
    }

    public func sections(_ request: WebRequest) async throws -> [HTML] {
        [try await pages.upNextSection(request)]
    }
}
