import Foundation
import MoviesInterface
import MoviesSQLite
import MoviesPorts

/// One import's reading of the datasets into a ``CatalogWriter``: titles of the chosen
/// types from `title.basics`, then their ratings, directors, top-billed cast, and the names
/// of those people.
///
/// With `title.episode` among the files, `tvSeries` and `tvMiniSeries` rows become series
/// and `tvEpisode` rows episodes, whatever the types: each episode is written as
/// `title.basics` has it, then placed in its series, season and number by `title.episode`;
/// episodes that no kept series takes in are removed and counted.
struct IMDbBuildRun {
    private let inputs: [IMDbDatasetFile]
    private let types: Set<String>
    private let progress: @Sendable (CatalogBuildProgress) -> Void
    private let isCancelled: @Sendable () -> Bool
    private let totalBytes: Int64
    /// Whether `title.episode` is among the files, and series and episodes are kept.
    private let keepsSeries: Bool

    /// Every title in `title.basics`, kept or not, to tell a rating for a filtered-out
    /// episode from one for a title the file does not have.
    private var allTitles = NumberSet()
    private var keptTitles = NumberSet()
    private var creditedPeople = NumberSet()
    private var keptSeries = NumberSet()
    private var keptEpisodes = NumberSet()
    private var rows: Int64 = 0
    private var bytesOfFinishedFiles: Int64 = 0
    private var warnings: [String] = []

    init(inputs: [IMDbDatasetFile], types: Set<String>, progress: @escaping @Sendable (CatalogBuildProgress) -> Void, isCancelled: @escaping @Sendable () -> Bool) {
        self.inputs = inputs
        self.types = types
        self.progress = progress
        self.isCancelled = isCancelled
        totalBytes = inputs.reduce(0) { $0 + $1.reader.compressedSize }
        keepsSeries = inputs.contains { $0.dataset == .titleEpisode }
    }

    /// Reads every input into `writer`; returns what `catalog_info` records.
    mutating func fill(_ writer: CatalogWriter) throws -> [String: String] {
        let hasCrew = inputs.contains { $0.dataset == .titleCrew }
        for input in inputs {
            let rowsBefore = rows
            switch input.dataset {
            case .titleBasics: try readTitles(input, into: writer)
            case .titleEpisode: try readEpisodes(input, into: writer)
            case .titleRatings: try readRatings(input, into: writer)
            case .titleCrew: try readCrew(input, into: writer)
            case .titlePrincipals: try readPrincipals(input, into: writer, directorsToo: !hasCrew)
            case .nameBasics: try readNames(input, into: writer)
            }
            bytesOfFinishedFiles += input.reader.compressedSize
            let modified = (try? FileManager.default.attributesOfItem(atPath: input.path)[.modificationDate]) as? Date
            try writer.addSourceFile(
                path: URL(fileURLWithPath: input.path).standardizedFileURL.path,
                kind: input.dataset.rawValue, modified: modified, size: input.reader.compressedSize, rows: rows - rowsBefore
            )
        }
        progress(CatalogBuildProgress(stage: "indexing", bytesRead: totalBytes, totalBytes: totalBytes, rows: rows))
        return [
            "source": "imdb",
            "types": types.sorted().joined(separator: ","),
            "series": keepsSeries ? "\(keptSeries.count)" : "0",
            "warnings": warnings.joined(separator: "\n"),
        ]
    }

    private mutating func readTitles(_ input: IMDbDatasetFile, into writer: CatalogWriter) throws {
        try forEachRow(of: input) { row, run in
            let id = try Self.titleNumber(row, 0, input)
            run.allTitles.insert(id)
            guard let type = try row.text(1, file: input.path), !Self.isOne(row.rawField(4)) else { return }
            if run.keepsSeries, let kind = SeriesType(rawValue: type) {
                return try run.addSeriesTitle(row, kind: kind, input: input, into: writer)
            }
            guard run.types.contains(type), let title = try row.text(2, file: input.path) else { return }
            try writer.addTitle(
                id: id, title: title, originalTitle: try row.text(3, file: input.path), type: type,
                year: row.integer(5).map(Int.init), runtimeMinutes: row.integer(7).map(Int.init),
                genres: try row.text(8, file: input.path) ?? ""
            )
            run.keptTitles.insert(id)
        }
    }

    /// IMDb's title types that a catalog with `title.episode` keeps as series and episodes.
    private enum SeriesType: String {
        case tvSeries, tvMiniSeries, tvEpisode
    }

    private mutating func addSeriesTitle(_ row: TSVReader.Row, kind: SeriesType, input: IMDbDatasetFile, into writer: CatalogWriter) throws {
        let id = try Self.titleNumber(row, 0, input)
        guard let title = try row.text(2, file: input.path) else { return }
        switch kind {
        case .tvSeries, .tvMiniSeries:
            try writer.addSeries(
                id: id, title: title, originalTitle: try row.text(3, file: input.path), kind: kind == .tvSeries ? .series : .miniSeries,
                startYear: row.integer(5).map(Int.init), endYear: row.integer(6).map(Int.init)
            )
            keptSeries.insert(id)
        case .tvEpisode:
            try writer.addEpisode(id: id, title: title, year: row.integer(5).map(Int.init), runtimeMinutes: row.integer(7).map(Int.init))
            keptEpisodes.insert(id)
        }
    }

    /// Places each kept episode in its series; counts the episodes of series that
    /// `title.basics` does not have, and removes the episodes left without a series.
    private mutating func readEpisodes(_ input: IMDbDatasetFile, into writer: CatalogWriter) throws {
        var orphans: Int64 = 0
        var firstOrphanLine: Int64 = 0
        try forEachRow(of: input) { row, run in
            let id = try Self.titleNumber(row, 0, input)
            let series = try Self.titleNumber(row, 1, input)
            guard run.keptEpisodes.contains(id) else { return }
            guard run.keptSeries.contains(series) else {
                if !run.allTitles.contains(series) {
                    if orphans == 0 { firstOrphanLine = row.line }
                    orphans += 1
                }
                return
            }
            try writer.placeEpisode(id: id, seriesID: series, season: row.integer(2), number: row.integer(3))
        }
        if orphans > 0 {
            warnings.append("\(input.path): \(orphans) episodes are of series that title.basics does not have (the first on line \(firstOrphanLine)); they were skipped")
        }
        let unplaced = try writer.removeUnplacedEpisodes() - Int(orphans)
        if unplaced > 0 {
            warnings.append("\(unplaced) episodes of title.basics have no series in \(input.path), or an adult one; they were left out")
        }
    }

    private mutating func readRatings(_ input: IMDbDatasetFile, into writer: CatalogWriter) throws {
        var missing: Int64 = 0
        var firstMissingLine: Int64 = 0
        var count: Int64 = 0
        try forEachRow(of: input) { row, run in
            count += 1
            let id = try Self.titleNumber(row, 0, input)
            guard run.allTitles.contains(id) else {
                if missing == 0 { firstMissingLine = row.line }
                missing += 1
                return
            }
            guard let rated = run.rated(id), let rating = row.decimal(1), let votes = row.integer(2) else { return }
            try writer.rate(rated, id: id, rating: rating, votes: votes)
        }
        if missing * 2 > count {
            throw CatalogBuildError.titlesMissingFromBasics(file: input.path, firstLine: firstMissingLine, missing: missing, rows: count)
        }
        if missing > 0 {
            warnings.append("\(input.path): \(missing) of \(count) ratings are for titles that title.basics does not have (the first on line \(firstMissingLine)); they were skipped")
        }
    }

    /// Whether title `id` is a kept film, series or episode; nil when it is none.
    private func rated(_ id: Int64) -> CatalogWriter.Rated? {
        if keptTitles.contains(id) { return .title }
        if keptSeries.contains(id) { return .series }
        return keptEpisodes.contains(id) ? .episode : nil
    }

    private mutating func readCrew(_ input: IMDbDatasetFile, into writer: CatalogWriter) throws {
        try forEachRow(of: input) { row, run in
            let id = try Self.titleNumber(row, 0, input)
            guard run.keptTitles.contains(id), !row.isNull(1) else { return }
            for (index, person) in row.rawField(1).split(separator: UInt8(ascii: ",")).enumerated() {
                guard let personID = CatalogKey.imdbNumber(person, prefix: "nm") else {
                    throw CatalogBuildError.invalidID(file: input.path, line: row.line, value: String(decoding: person, as: UTF8.self))
                }
                try writer.addCredit(titleID: id, role: .director, ordering: index + 1, personID: personID)
                run.creditedPeople.insert(personID)
            }
        }
    }

    private mutating func readPrincipals(_ input: IMDbDatasetFile, into writer: CatalogWriter, directorsToo: Bool) throws {
        var currentTitle: Int64 = -1
        var castSoFar = 0
        var directorsSoFar = 0
        try forEachRow(of: input) { row, run in
            let id = try Self.titleNumber(row, 0, input)
            guard run.keptTitles.contains(id) else { return }
            if id != currentTitle { (currentTitle, castSoFar, directorsSoFar) = (id, 0, 0) }
            guard let category = try row.text(3, file: input.path) else { return }
            let isCast = ["actor", "actress", "self"].contains(category)
            guard isCast ? castSoFar < IMDbCatalogBuilder.castLimit : directorsToo && category == "director" else { return }
            guard let personID = CatalogKey.imdbNumber(bytes: row.rawField(2), prefix: "nm") else {
                throw CatalogBuildError.invalidID(file: input.path, line: row.line, value: String(decoding: row.rawField(2), as: UTF8.self))
            }
            if isCast {
                castSoFar += 1
                let characters = try Self.characters(row, 5, file: input.path)
                try writer.addCredit(titleID: id, role: .cast, ordering: castSoFar, personID: personID, character: characters)
            } else {
                directorsSoFar += 1
                try writer.addCredit(titleID: id, role: .director, ordering: directorsSoFar, personID: personID)
            }
            run.creditedPeople.insert(personID)
        }
    }

    private mutating func readNames(_ input: IMDbDatasetFile, into writer: CatalogWriter) throws {
        try forEachRow(of: input) { row, run in
            guard let personID = CatalogKey.imdbNumber(bytes: row.rawField(0), prefix: "nm") else {
                throw CatalogBuildError.invalidID(file: input.path, line: row.line, value: String(decoding: row.rawField(0), as: UTF8.self))
            }
            guard run.creditedPeople.contains(personID), let name = try row.text(1, file: input.path) else { return }
            try writer.addPerson(id: personID, name: name)
        }
    }

    /// Runs `body` on every row of `input`, reporting progress and stopping when cancelled.
    private mutating func forEachRow(of input: IMDbDatasetFile, _ body: (TSVReader.Row, inout IMDbBuildRun) throws -> Void) throws {
        let stage = input.dataset.rawValue
        try input.forEachRow { row in
            rows += 1
            if rows % IMDbCatalogBuilder.reportEvery == 0 {
                if isCancelled() { throw CatalogBuildError.interrupted }
                progress(CatalogBuildProgress(stage: stage, bytesRead: bytesOfFinishedFiles + input.reader.compressedBytesRead, totalBytes: totalBytes, rows: rows))
            }
            try body(row, &self)
        }
        if isCancelled() { throw CatalogBuildError.interrupted }
    }

    private static func titleNumber(_ row: TSVReader.Row, _ index: Int, _ input: IMDbDatasetFile) throws -> Int64 {
        guard let number = CatalogKey.imdbNumber(bytes: row.rawField(index), prefix: "tt") else {
            throw CatalogBuildError.invalidID(file: input.path, line: row.line, value: String(decoding: row.rawField(index), as: UTF8.self))
        }
        return number
    }

    private static func isOne(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        field.count == 1 && field[0] == UInt8(ascii: "1")
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
