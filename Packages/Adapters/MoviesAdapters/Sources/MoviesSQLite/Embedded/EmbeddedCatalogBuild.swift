import Foundation
import MoviesInterface

/// Builds the embedded catalog's database from its source, `Packages/Adapters/MoviesAdapters/Catalog/catalog.json`
/// (films as ``CatalogRecord``s). The Movies tests run it and compare the result with the
/// embedded `Resources/catalog.sqlite`, and write it there when asked to.
enum EmbeddedCatalogBuild {
    /// Writes the catalog for `json` to a new file at `path`.
    static func write(json: Data, to path: String, builtAt: Date) throws {
        let records = try JSONDecoder().decode([CatalogRecord].self, from: json)
        try CatalogWriter.create(at: path, builtAt: builtAt) { writer in
            var people: [String: Int64] = [:]
            func person(_ name: String) throws -> Int64 {
                if let id = people[name] { return id }
                let id = Int64(people.count + 1)
                people[name] = id
                try writer.addPerson(id: id, name: name)
                return id
            }
            for record in records {
                let id = Int64(record.id)
                try writer.addTitle(
                    id: id, title: record.title, originalTitle: nil, type: "movie", year: record.year,
                    runtimeMinutes: record.runtime, genres: record.genres.joined(separator: ","),
                    // The embedded films are all well known; without votes, the catalog's own
                    // order (its ids) ranks them.
                    votes: Int64(records.count - record.id + 1)
                )
                for (ordering, director) in record.director.components(separatedBy: " & ").enumerated() {
                    try writer.addCredit(titleID: id, role: .director, ordering: ordering + 1, personID: try person(director))
                }
                for (ordering, member) in record.cast.enumerated() {
                    try writer.addCredit(titleID: id, role: .cast, ordering: ordering + 1, personID: try person(member.name), character: member.character)
                }
            }
            return ["source": "embedded", "titles": String(records.count)]
        }
    }
}
