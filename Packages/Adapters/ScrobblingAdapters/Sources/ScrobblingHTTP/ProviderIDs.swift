/// A media server's ids of an item at other services, as Jellyfin and Emby write them
/// (`{"Imdb": "tt0133093", "Tmdb": "603", "Tvdb": "…"}`), their keys in any case.
struct ProviderIDs: Decodable {
    let imdb: String?
    let tmdb: String?
    let tvdb: String?

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
