import WebUI

/// What other features show on the own list page, the site's home, above the films (the
/// Series feature's Up Next): any number of them, in order, none in an app with films only.
/// The server's composition root conforms from their pages, so this feature imports none of
/// them.
public protocol ListPageSections: Sendable {
    /// The sections for the signed-in profile of `request`, in order.
    func sections(_ request: WebRequest) async throws -> [HTML]
}
