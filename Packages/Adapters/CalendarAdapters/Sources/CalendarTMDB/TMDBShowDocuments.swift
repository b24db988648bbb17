/// The parts of TMDB's documented TV JSON that the calendar reads.
enum TMDBShowDocuments {

    /// `GET /tv/{id}`, with the seasons that `append_to_response=season/N` asked for.
    struct Show: Decodable {
        let id: Int
        let name: String
        let networks: [Network]?
        let seasons: [SeasonSummary]?
        /// The appended seasons, by their key (`season/1`).
        let appended: [String: Season]

        enum CodingKeys: String, CodingKey {
            case id, name, networks, seasons
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            name = try container.decode(String.self, forKey: .name)
            networks = try container.decodeIfPresent([Network].self, forKey: .networks)
            seasons = try container.decodeIfPresent([SeasonSummary].self, forKey: .seasons)
            let all = try decoder.container(keyedBy: AnyKey.self)
            var appended: [String: Season] = [:]
            for key in all.allKeys where key.stringValue.hasPrefix("season/") {
                appended[key.stringValue] = try all.decode(Season.self, forKey: key)
            }
            self.appended = appended
        }
    }

    struct Network: Decodable {
        let name: String
    }

    struct SeasonSummary: Decodable {
        let season_number: Int
        let air_date: String?
    }

    struct Season: Decodable {
        let episodes: [Episode]
    }

    struct Episode: Decodable {
        let id: Int
        let season_number: Int
        let episode_number: Int
        let name: String?
        let air_date: String?
        let runtime: Int?
    }

    /// `GET /tv/changes`.
    struct Changes: Decodable {
        let results: [TMDBFound.Result]
        let page: Int
        let total_pages: Int
    }

    /// Any key, for the appended seasons' keys.
    struct AnyKey: CodingKey {
        let stringValue: String
        let intValue: Int? = nil

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            nil
        }
    }
}
