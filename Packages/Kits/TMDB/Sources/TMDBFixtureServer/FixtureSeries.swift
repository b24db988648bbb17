import Foundation

/// The TV series the fixture server knows, with TMDB's real ids, as TMDB's `search/tv`,
/// `tv/{id}`, `tv/{id}/season/{n}`, `tv/{id}/external_ids` and `find/{imdb_id}` describe
/// them, with `networks` and seasons appended to `tv/{id}` as `append_to_response=season/N`
/// asks. Episode titles are "Episode N" but for the few written out.
enum FixtureSeries {
    struct Show {
        let id: Int
        /// IMDb's id; nil for a show TMDB has no IMDb id for.
        let imdbID: String?
        let name: String
        let firstAirDate: String
        let lastAirDate: String
        let status: String
        let type: String
        /// The networks that air it, as `tv/{id}`'s `networks` lists them.
        let networks: [String]
        /// Episodes in each season, from season 1; `specials` in season 0.
        let seasons: [Int]
        let specials: Int
        /// The year each season began, from season 1.
        let years: [Int]
        /// Titles and IMDb ids of some episodes, by `S1E1`.
        let named: [String: (title: String, imdbID: String?)]
    }

    static let all = [
        Show(
            id: 1396, imdbID: "tt0903747", name: "Breaking Bad", firstAirDate: "2008-01-20", lastAirDate: "2013-09-29", status: "Ended",
            type: "Scripted", networks: ["AMC"], seasons: [7, 13, 13, 13, 16], specials: 2, years: [2008, 2009, 2010, 2011, 2012],
            named: ["S1E1": ("Pilot", "tt0959621"), "S5E16": ("Felina", "tt2301455")]
        ),
        Show(
            id: 87108, imdbID: "tt7366338", name: "Chernobyl", firstAirDate: "2019-05-06", lastAirDate: "2019-06-03", status: "Ended",
            type: "Miniseries", networks: ["HBO", "Sky Atlantic"], seasons: [5], specials: 0, years: [2019], named: ["S1E1": ("1:23:45", nil)]
        ),
        Show(
            id: 60622, imdbID: "tt2802850", name: "Fargo", firstAirDate: "2014-04-15", lastAirDate: "2024-01-16", status: "Returning Series",
            type: "Scripted", networks: ["FX"], seasons: [10, 10, 10, 11, 10], specials: 0, years: [2014, 2015, 2017, 2020, 2023], named: [:]
        ),
        Show(
            id: 99901, imdbID: nil, name: "Breaking Point", firstAirDate: "2021-03-01", lastAirDate: "2021-04-01", status: "Ended",
            type: "Reality", networks: [], seasons: [4], specials: 0, years: [2021], named: [:]
        ),
    ]

    /// `search/tv`.
    static func searchPage(_ shows: [Show]) -> Data {
        encode([
            "page": 1,
            "results": shows.map { ["id": $0.id, "name": $0.name, "original_name": $0.name, "first_air_date": $0.firstAirDate, "adult": false] },
            "total_pages": 1,
            "total_results": shows.count,
        ])
    }

    /// `tv/{id}`, with `external_ids` and the seasons (`season/N`) that `appended` names, as
    /// TMDB appends them (at most 20; a season the show lacks is left out).
    static func details(_ show: Show, appended: [String]) -> Data {
        var seasons: [[String: Any]] = []
        if show.specials > 0 { seasons.append(["season_number": 0, "name": "Specials", "episode_count": show.specials, "air_date": show.firstAirDate]) }
        for (index, count) in show.seasons.enumerated() {
            seasons.append(["season_number": index + 1, "name": "Season \(index + 1)", "episode_count": count, "air_date": "\(show.years[index])-01-01"])
        }
        var details: [String: Any] = [
            "id": show.id, "name": show.name, "first_air_date": show.firstAirDate, "last_air_date": show.lastAirDate,
            "status": show.status, "type": show.type, "number_of_seasons": show.seasons.count, "seasons": seasons,
            "in_production": show.status == "Returning Series",
            "networks": show.networks.enumerated().map { ["id": $0.offset + 1, "name": $0.element, "origin_country": "US"] },
        ]
        for item in appended.prefix(20) {
            if item == "external_ids" { details["external_ids"] = ids(show) }
            if item.hasPrefix("season/"), let number = Int(item.dropFirst("season/".count)), let season = seasonObject(show, number: number) {
                details[item] = season
            }
        }
        return encode(details)
    }

    /// `tv/{id}/external_ids`.
    static func externalIDs(_ show: Show) -> Data {
        encode(ids(show))
    }

    /// `tv/{id}/season/{number}`, or nil when the show has no such season.
    static func season(_ show: Show, number: Int) -> Data? {
        seasonObject(show, number: number).map(encode)
    }

    private static func seasonObject(_ show: Show, number: Int) -> [String: Any]? {
        let count = number == 0 ? show.specials : (show.seasons.indices.contains(number - 1) ? show.seasons[number - 1] : 0)
        guard count > 0 else { return nil }
        let year = number == 0 ? String(show.firstAirDate.prefix(4)) : String(show.years[number - 1])
        return [
            "season_number": number, "name": number == 0 ? "Specials" : "Season \(number)",
            "episodes": (1...count).map { episode -> [String: Any] in
                [
                    "id": episodeID(show, season: number, number: episode), "show_id": show.id, "season_number": number, "episode_number": episode,
                    "name": show.named["S\(number)E\(episode)"]?.title ?? "Episode \(episode)", "air_date": "\(year)-02-\(String(format: "%02d", min(episode, 28)))",
                    "runtime": 47,
                ]
            },
        ]
    }

    /// `tv/changes`: the shows changed, on one page.
    static func changes(_ ids: [Int]) -> Data {
        encode(["results": ids.map { ["id": $0, "adult": false] }, "page": 1, "total_pages": 1, "total_results": ids.count])
    }

    /// `find/{imdbID}`'s `tv_results` and `tv_episode_results`.
    static func found(_ imdbID: String) -> (shows: [[String: Any]], episodes: [[String: Any]]) {
        let shows = all.filter { $0.imdbID == imdbID }.map { ["id": $0.id, "name": $0.name, "first_air_date": $0.firstAirDate] as [String: Any] }
        var episodes: [[String: Any]] = []
        for show in all {
            for (code, named) in show.named where named.imdbID == imdbID {
                let numbers = code.dropFirst().split(separator: "E").compactMap { Int($0) }
                guard numbers.count == 2 else { continue }
                let id = episodeID(show, season: numbers[0], number: numbers[1])
                episodes.append([
                    "id": id, "show_id": show.id, "season_number": numbers[0], "episode_number": numbers[1], "name": named.title,
                    "air_date": show.firstAirDate, "runtime": 58, "still_path": FixturePoster.path(episode: id),
                ])
            }
        }
        return (shows, episodes)
    }

    /// The ids of the episodes `find` knows by IMDb id, which have stills.
    static let namedEpisodeIDs: Set<Int> = Set(all.flatMap { show in
        show.named.keys.compactMap { code -> Int? in
            let numbers = code.dropFirst().split(separator: "E").compactMap { Int($0) }
            return numbers.count == 2 ? episodeID(show, season: numbers[0], number: numbers[1]) : nil
        }
    })

    /// The look-alike's id of an episode: the show's, its season's and its number's digits.
    private static func episodeID(_ show: Show, season: Int, number: Int) -> Int {
        show.id * 1_000 + season * 100 + number
    }

    private static func ids(_ show: Show) -> [String: Any] {
        ["id": show.id, "imdb_id": show.imdbID.map { $0 as Any } ?? NSNull(), "tvdb_id": show.id + 80_000]
    }

    private static func encode(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }
}
