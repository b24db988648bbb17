/// A media server's ids of an item at other services, as Jellyfin and Emby write them
/// (`{"Imdb": "tt0133093", "Tmdb": "603", "Tvdb": "…"}`, their keys in any case), or as Plex
/// names them (`imdb://tt0133093`, `com.plexapp.agents.themoviedb://603?lang=en`).
struct ProviderIDs: Decodable {
    private(set) var imdb: String?
    private(set) var tmdb: String?
    private(set) var tvdb: String?

    /// None yet.
    init() {}

    /// Takes the id a Plex GUID names, if it is IMDb's, TMDB's or TheTVDB's and none was
    /// taken yet: `tvdb://121361`; an older agent's episode (`thetvdb://121361/1/2`) names its
    /// show, which is not the item's id, and is left.
    mutating func take(_ guid: String) {
        guard let separator = guid.range(of: "://") else { return }
        let scheme = guid[..<separator.lowerBound].split(separator: ".").last.map(String.init) ?? ""
        let value = String(guid[separator.upperBound...].prefix { $0 != "?" })
        guard !value.isEmpty, !value.contains("/") else { return }
        switch scheme {
        case "imdb" where value.hasPrefix("tt"): imdb = imdb ?? value
        case "tmdb", "themoviedb": tmdb = tmdb ?? value
        case "tvdb", "thetvdb": tvdb = tvdb ?? value
        default: break
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        var ids: [String: String] = [:]
        for key in container.allKeys {
            if let text = try? container.decode(String.self, forKey: key) {
                ids[key.stringValue.lowercased()] = text
            } else if let number = try? container.decode(Int.self, forKey: key) {
                ids[key.stringValue.lowercased()] = String(number)
            }
        }
        imdb = ids["imdb"].flatMap { $0.hasPrefix("tt") ? $0 : nil }
        tmdb = ids["tmdb"].flatMap { $0.isEmpty ? nil : $0 }
        tvdb = ids["tvdb"].flatMap { $0.isEmpty ? nil : $0 }
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        let intValue: Int? = nil

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            return nil
        }
    }
}
