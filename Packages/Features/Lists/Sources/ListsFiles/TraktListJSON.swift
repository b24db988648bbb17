import Foundation

/// Trakt's list items (`GET /users/{id}/lists/{list}/items`, and the `lists-*.json` of its
/// data export): an array in the list's order of `{"rank", "type", "notes", "movie"|"show":
/// {"title", "year", "ids": {"imdb", "tmdb", …}}}`. Films and series are read by their IMDb
/// id (a film with none by its title and year); seasons, episodes and people, which a list
/// here does not hold, are read as rows that match nothing, so the import lists them.
enum TraktListJSON {
    private struct Item: Decodable {
        struct Title: Decodable {
            struct IDs: Decodable {
                let imdb: String?
            }
            let title: String?
            let year: Int?
            let ids: IDs
        }
        let type: String
        let notes: String?
        let movie: Title?
        let show: Title?
        let season: Season?
        let episode: Season?
        let person: Person?

        /// A season's or an episode's, or a person's, name.
        struct Season: Decodable {
            let title: String?
        }
        struct Person: Decodable {
            let name: String?
        }
    }

    static func read(_ data: Data, path: String) throws(ListFileError) -> ListFile {
        let items: [Item]
        do {
            items = try JSONDecoder().decode([Item].self, from: data)
        } catch {
            throw .unreadable(path: path, reason: "it is JSON, but not Trakt's list items ([{\"type\", \"movie\" or \"show\"}])")
        }
        var rows: [ListFileRow] = []
        for (index, item) in items.enumerated() {
            guard let title = item.type == "movie" ? item.movie : (item.type == "show" ? item.show : nil) else {
                let present = ["season": item.season != nil, "episode": item.episode != nil, "person": item.person != nil]
                guard present[item.type] == true else {
                    throw .invalidRow(path: path, line: index + 1, reason: "a \"\(item.type.prefix(20))\" item without its \"\(item.type.prefix(20))\", as Trakt's list items have it")
                }
                let name = item.season?.title ?? item.episode?.title ?? item.person?.name ?? ""
                rows.append(ListFileRow(line: index + 1, titleID: nil, title: "\(item.type): \(name)", year: nil, note: item.notes ?? ""))
                continue
            }
            let id = title.ids.imdb?.trimmingCharacters(in: .whitespaces).lowercased()
            rows.append(ListFileRow(
                line: index + 1, titleID: id.flatMap { $0.isEmpty ? nil : $0 }, title: title.title ?? "", year: title.year, note: item.notes ?? "", film: item.type == "movie"
            ))
        }
        return ListFile(name: nil, description: "", rows: rows, format: .trakt)
    }
}
