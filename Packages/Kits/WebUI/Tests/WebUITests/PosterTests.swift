import Testing
@testable import WebUI

/// A placeholder's letters, as a person reads them where no image is kept.
@Suite struct PosterTests {
    @Test(arguments: [
        ("Breaking Bad", "BB"), ("The Godfather Part II", "TG"), ("1917", "1917"), ("Apollo 13", "A13"), ("8½", "8½"),
        ("amélie", "A"), ("", "?"), ("— !", "?"),
    ])
    func aTitlesPlaceholderShowsItsFirstTwoInitialsANumberWhole(title: String, initials: String) {
        #expect(Poster(of: PosterSubject(id: "offline:1", title: title, kind: .film), image: nil).initials == initials)
    }

    /// Episodes 10 to 13 of a season once all read "E1", their titles' first two initials.
    @Test(arguments: [1, 9, 10, 13, 104])
    func anEpisodesPlaceholderShowsItsNumber(number: Int) {
        let place = PosterSubject.Place(seriesID: "imdb:tt0903747", season: 2, number: number)
        let poster = Poster(of: PosterSubject(episode: nil, title: "Episode \(number)", place: place), image: nil)
        #expect(poster.initials == "E\(number)")
        #expect(poster.alt == "Still of Episode \(number)")
    }
}
