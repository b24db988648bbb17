import WebUI

/// What other features show on the own list page, the site's home, above the films (the
/// Series feature's Up Next). The server's composition root conforms from their pages, so this
/// feature imports none of them.
public protocol ListPageSections: Sendable {
    /// The sections for the signed-in profile of `request`, in order.
    func sections(_ request: WebRequest) async throws -> [HTML]
}

/// No other sections: the list page shows films alone (the Watchlist web dev app).
public struct NoListPageSections: ListPageSections {
    /// Creates it.
    public init() {}

    public func sections(_ request: WebRequest) -> [HTML] { [] }
}
