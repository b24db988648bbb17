import Foundation
import GRDB
import IMDbCatalogBuild
import IMDbDatasets
import MoviesSQLite

/// The Movies feature's part of a catalog built from IMDb's datasets (the IMDb kit): titles
/// of the chosen types from `title.basics`, then their ratings, directors, top-billed cast,
/// and the names of those people, into ``CatalogWriter``'s tables.
struct MovieCatalogPart: IMDbCatalogPart {
    /// The title types kept as films.
    let types: Set<String>

    /// The title types kept as films when none are asked for: films, and films and specials made for television.
    static let defaultTypes: Set<String> = ["movie", "tvMovie", "tvSpecial"]
    /// How many top-billed cast members a title keeps.
    static let castLimit = 10

    func start(in db: Database, datasets: Set<IMDbDataset>, context: IMDbBuildContext) throws -> (any IMDbCatalogReader)? {
        try CatalogWriter.create(in: db)
        return MovieReader(writer: try CatalogWriter(db: db), types: types, directorsFromPrincipals: !datasets.contains(.titleCrew))
    }

    func counts(in db: Database) throws -> [String: Int64] {
        [
            "titles": try Int64.fetchOne(db, sql: "SELECT count(*) FROM title") ?? 0,
            "names": try Int64.fetchOne(db, sql: "SELECT count(*) FROM person") ?? 0,
        ]
    }
}

/// One build's reading of the films, their credits and the people credited.
final class MovieReader: IMDbCatalogReader {
    let datasets: Set<IMDbDataset> = [.titleBasics, .titleRatings, .titleCrew, .titlePrincipals, .nameBasics]
    private let writer: CatalogWriter
    private let types: Set<String>
    /// Whether `title.principals` gives the directors too: without `title.crew`, it does.
    private let directorsFromPrincipals: Bool
    private var keptTitles = NumberSet()
    private var creditedPeople = NumberSet()
    private var currentTitle: Int64 = -1
    private var castSoFar = 0
    private var directorsSoFar = 0

    init(writer: CatalogWriter, types: Set<String>, directorsFromPrincipals: Bool) {
        self.writer = writer
        self.types = types
        self.directorsFromPrincipals = directorsFromPrincipals
    }

    func read(_ row: TSVReader.Row, of file: IMDbDatasetFile) throws -> Bool {
        switch file.dataset {
        case .titleBasics: try readTitle(row, file.path)
        case .titleRatings: try readRating(row, file.path)
        case .titleCrew: try readCrew(row, file.path)
        case .titlePrincipals: try readPrincipal(row, file.path)
        case .nameBasics: try readName(row, file.path)
        case .titleEpisode: false
        }
    }

    func finish(_ file: IMDbDatasetFile) throws -> [String] { [] }

    func finish(in db: Database) throws -> [String: String] {
        try writer.finish().merging(["types": types.sorted().joined(separator: ",")]) { own, _ in own }
    }

    private func readTitle(_ row: TSVReader.Row, _ file: String) throws -> Bool {
        guard !row.isOne(4), let type = try row.text(1, file: file), types.contains(type), let title = try row.text(2, file: file) else { return false }
        let id = try row.imdbNumber(0, prefix: "tt", file: file)
        try writer.addTitle(
            id: id, title: title, originalTitle: try row.text(3, file: file), type: type,
            year: row.integer(5).map(Int.init), runtimeMinutes: row.integer(7).map(Int.init),
            genres: try row.text(8, file: file) ?? ""
        )
        keptTitles.insert(id)
        return true
    }

    private func readRating(_ row: TSVReader.Row, _ file: String) throws -> Bool {
        let id = try row.imdbNumber(0, prefix: "tt", file: file)
        guard keptTitles.contains(id) else { return false }
        if let rating = row.decimal(1), let votes = row.integer(2) {
            try writer.rate(id: id, rating: rating, votes: votes)
        }
        return true
    }

    private func readCrew(_ row: TSVReader.Row, _ file: String) throws -> Bool {
        let id = try row.imdbNumber(0, prefix: "tt", file: file)
        guard keptTitles.contains(id), !row.isNull(1) else { return false }
        for (index, person) in row.rawField(1).split(separator: UInt8(ascii: ",")).enumerated() {
            guard let personID = IMDbID.number(person, prefix: "nm") else {
                throw CatalogBuildError.invalidID(file: file, line: row.line, value: String(decoding: person, as: UTF8.self))
            }
            try writer.addCredit(titleID: id, role: .director, ordering: index + 1, personID: personID)
            creditedPeople.insert(personID)
        }
        return true
    }

    private func readPrincipal(_ row: TSVReader.Row, _ file: String) throws -> Bool {
        let id = try row.imdbNumber(0, prefix: "tt", file: file)
        guard keptTitles.contains(id) else { return false }
        if id != currentTitle { (currentTitle, castSoFar, directorsSoFar) = (id, 0, 0) }
        guard let category = try row.text(3, file: file) else { return false }
        let isCast = ["actor", "actress", "self"].contains(category)
        guard isCast ? castSoFar < MovieCatalogPart.castLimit : directorsFromPrincipals && category == "director" else { return false }
        let personID = try row.imdbNumber(2, prefix: "nm", file: file)
        if isCast {
            castSoFar += 1
            try writer.addCredit(titleID: id, role: .cast, ordering: castSoFar, personID: personID, character: try Self.characters(row, 5, file: file))
        } else {
            directorsSoFar += 1
            try writer.addCredit(titleID: id, role: .director, ordering: directorsSoFar, personID: personID)
        }
        creditedPeople.insert(personID)
        return true
    }

    private func readName(_ row: TSVReader.Row, _ file: String) throws -> Bool {
        let personID = try row.imdbNumber(0, prefix: "nm", file: file)
        guard creditedPeople.contains(personID), let name = try row.text(1, file: file) else { return false }
        try writer.addPerson(id: personID, name: name)
        return true
    }

    /// Field `index` of a principal, `["Vito Corleone"]`, as `Vito Corleone`; several
    /// characters joined with " / "; "" for `\N` or anything that is not such a list.
    ///
    /// This runs for millions of rows, so a field without escapes is read on its bytes (a
    /// profile showed Foundation's string splitting costing 15% of an import); the rare field
    /// with a backslash goes through JSONDecoder.
    static func characters(_ row: TSVReader.Row, _ index: Int, file: String) throws(CatalogBuildError) -> String {
        let field = row.rawField(index)
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ",")
        guard field.count >= 4, field[0] == UInt8(ascii: "["), field[1] == quote,
              field[field.count - 2] == quote, field[field.count - 1] == UInt8(ascii: "]") else { return "" }
        if field.contains(UInt8(ascii: "\\")) {
            guard let text = try row.text(index, file: file),
                  let names = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) else { return "" }
            return names.joined(separator: " / ")
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(field.count)
        var position = 2
        while position < field.count - 2 {
            if field[position] == quote, position + 2 < field.count - 2, field[position + 1] == comma, field[position + 2] == quote {
                joined.append(contentsOf: " / ".utf8)
                position += 3
            } else {
                joined.append(field[position])
                position += 1
            }
        }
        guard let text = String(validating: joined, as: UTF8.self) else { throw .invalidUTF8(file: file, line: row.line) }
        return text
    }
}
