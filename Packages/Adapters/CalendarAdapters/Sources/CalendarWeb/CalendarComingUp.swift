import WebUI

/// The Calendar feature's Coming up on the site's home page, beside the other features'
/// sections (Up Next).
public struct CalendarComingUp: HomePageSections {
    let pages: CalendarPages

    /// Coming up, from `pages`.
    public init(pages: CalendarPages) {
        self.pages = pages
    }

    public func sections(_ request: WebRequest) async throws -> [HTML] {
        [try await pages.comingUpSection(request)]
    }
}
