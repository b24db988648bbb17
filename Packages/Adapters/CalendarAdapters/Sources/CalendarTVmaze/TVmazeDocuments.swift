import Foundation

/// A show as TVmaze's API documents it (`/shows/{id}`, `/lookup/shows`): the fields the
/// calendar reads, the others ignored.
struct TVmazeShow: Decodable {
    struct Channel: Decodable {
        let name: String
    }

    let id: Int
    let name: String
    /// The broadcast network, for a show on television.
    let network: Channel?
    /// The streaming service, for a show on the web.
    let webChannel: Channel?
    /// When TVmaze last changed the show, in seconds since 1970.
    let updated: Int?
}

/// An episode as `/shows/{id}/episodes?specials=1` documents it.
struct TVmazeEpisode: Decodable {
    let id: Int
    let name: String?
    let season: Int
    /// Nil for a special.
    let number: Int?
    /// `YYYY-MM-DD` where it airs; empty or missing while unannounced.
    let airdate: String?
    /// `HH:MM` where it airs; empty when only the day is known.
    let airtime: String?
    /// The moment, ISO 8601 with an offset; TVmaze gives one even when only the day is known.
    let airstamp: String?
    let runtime: Int?
}
