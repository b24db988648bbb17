import Foundation

/// Fixtures in TVmaze's JSON shapes, with the fields TVmaze documents (those no reader here
/// reads included, so that a reader that chokes on them is caught).
enum TVmazeJSON {
    /// The show, its poster's sizes on `images` (the look-alike's own address), as TVmaze
    /// gives them on its image server.
    static func show(_ fixture: TVmazeFixtureShow, images: URL?) -> Data {
        let show = fixture.show
        let streaming = ["Netflix", "Prime Video", "Disney+", "Apple TV+", "Hulu"].contains(show.network ?? "")
        let channel: [String: Any] = [
            "id": (show.network ?? "").unicodeScalars.reduce(0) { $0 + Int($1.value) } % 1000, "name": show.network ?? "",
            "country": streaming ? NSNull() as Any : ["name": "United States", "code": "US", "timezone": "America/New_York"] as Any,
            "officialSite": NSNull(),
        ]
        return encode([
            "id": Int(show.id) ?? 0, "url": "https://www.tvmaze.com/shows/\(show.id)", "name": show.name, "type": "Scripted", "language": "English",
            "genres": ["Drama"], "status": "Running", "runtime": 60, "averageRuntime": 60, "premiered": "2014-04-15", "ended": NSNull(),
            "officialSite": NSNull(), "schedule": ["time": "22:00", "days": ["Tuesday"]], "rating": ["average": 8.5], "weight": 99,
            "network": show.network == nil || streaming ? NSNull() as Any : channel as Any, "webChannel": streaming ? channel as Any : NSNull() as Any,
            "dvdCountry": NSNull(), "externals": ["tvrage": NSNull(), "thetvdb": fixture.tvdbID.flatMap(Int.init).map { $0 as Any } ?? NSNull(), "imdb": fixture.imdbID],
            "image": images.map { base -> Any in
                [
                    "medium": base.appending(path: "uploads/images/medium_portrait/0/\(show.id).png").absoluteString,
                    "original": base.appending(path: "uploads/images/original_untouched/0/\(show.id).png").absoluteString,
                ]
            } ?? NSNull(),
            "summary": "<p>\(show.name).</p>", "updated": Int(show.updated.timeIntervalSince1970),
            "_links": ["self": ["href": "https://api.tvmaze.com/shows/\(show.id)"]],
        ])
    }

    /// The episodes, each with its still's sizes on `images`, as TVmaze gives them.
    static func episodes(_ episodes: [TVmazeFixtureShow.Episode], images: URL?) -> Data {
        encode(episodes.map { episode -> [String: Any] in
            [
                "id": Int(episode.id) ?? 0, "url": "https://www.tvmaze.com/episodes/\(episode.id)", "name": episode.title, "season": episode.season,
                "number": episode.number.map { $0 as Any } ?? NSNull(), "type": episode.number == nil ? "significant_special" : "regular",
                "airdate": episode.airDate ?? "", "airtime": episode.airTime.map(clock) ?? "",
                // TVmaze gives a moment even for a day alone: noon UTC of it.
                "airstamp": episode.airTime.map(stamp) ?? episode.airDate.map { "\($0)T12:00:00+00:00" } ?? NSNull(),
                "runtime": episode.runtimeMinutes.map { $0 as Any } ?? NSNull(), "rating": ["average": NSNull()],
                "image": images.map { base -> Any in
                    [
                        "medium": base.appending(path: "uploads/images/medium_landscape/1/\(episode.id).png").absoluteString,
                        "original": base.appending(path: "uploads/images/original_untouched/1/\(episode.id).png").absoluteString,
                    ]
                } ?? NSNull(),
                "summary": NSNull(), "_links": ["self": ["href": "https://api.tvmaze.com/episodes/\(episode.id)"]],
            ]
        })
    }

    static func updates(_ shows: [TVmazeFixtureShow.Show]) -> Data {
        encode(Dictionary(shows.map { ($0.id, Int($0.updated.timeIntervalSince1970)) }, uniquingKeysWith: { first, _ in first }))
    }

    private static func encode(_ value: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data("null".utf8)
    }

    private static func clock(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    private static func stamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = .gmt
        return formatter.string(from: date).replacingOccurrences(of: "Z", with: "+00:00")
    }
}
