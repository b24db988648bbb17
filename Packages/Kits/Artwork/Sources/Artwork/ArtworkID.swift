/// A title's id as the sources know it: IMDb's (`imdb:tt0903747` or `tt0903747`) or TMDB's
/// (`tmdb:1396`). The embedded catalog's ids (`offline:3`) are no source's, and get the
/// placeholder without a request.
enum ArtworkID: Equatable {
    case imdb(String)
    case tmdb(Int)

    init?(_ text: String) {
        let lowered = text.lowercased()
        let imdb = lowered.hasPrefix("imdb:") ? String(lowered.dropFirst(5)) : lowered
        if imdb.hasPrefix("tt"), imdb.count > 2, imdb.count <= 12, imdb.dropFirst(2).allSatisfy(\.isASCIIDigit) {
            self = .imdb(imdb)
        } else if lowered.hasPrefix("tmdb:"), let number = Int(lowered.dropFirst(5)), number > 0, lowered.dropFirst(5).allSatisfy(\.isASCIIDigit) {
            self = .tmdb(number)
        } else {
            return nil
        }
    }

    /// IMDb's id, if it is one.
    var imdb: String? {
        if case .imdb(let id) = self { id } else { nil }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
