/// What a feature shows on the site's home page (the own list) above its films, such as the
/// Series feature's Up Next: any number of features, in order, none in an app with films
/// only. The home page asks each for the signed-in profile of the request.
public protocol HomePageSections: Sendable {
    /// The sections for the signed-in profile of `request`, in order.
    func sections(_ request: WebRequest) async throws -> [HTML]
}
