import Foundation
import WatchlistInterface

/// What an import reads from its files: this program's own JSON export, or the history of
/// another service.
public enum ImportInput: Sendable {
    /// A file that `export --format json` wrote, unparsed, with its path.
    case watchlistArchive(Data, path: String)
    /// Films, episodes and viewings from another service.
    case service(ServiceHistory)
}

/// Reads the files given to `import` and tells their format from their content: a zip's or a
/// folder's file names, a CSV file's header, a JSON file's shape. A file or row that cannot be
/// right is refused with its file and line, before anything is imported.
public enum ImportFiles {
    /// The most bytes a file (or a zip's entry) may hold; a larger one is refused unread.
    public static var maximumBytes: Int { ExportFiles.maximumBytes }
    /// The most entries a zip archive may hold.
    public static var mostEntries: Int { ExportFiles.mostEntries }
    /// The most a zip archive's entries may inflate to, all those read together.
    public static var mostInflatedBytes: Int { ExportFiles.mostInflatedBytes }

    /// Reads `paths`, all of `format` when given.
    /// - Throws: ``ArchiveFileError``; nothing has been imported then.
    public static func read(_ paths: [String], format: ImportFormat?) throws(ArchiveFileError) -> ImportInput {
        var histories: [ServiceHistory] = []
        for path in paths {
            let files = try ExportFiles.open(path)
            switch try read(files, format: format) {
            case .watchlistArchive(let data, let path):
                guard paths.count == 1 else {
                    throw .notTheFormat(path: path, format: "another service's export", reason: "a JSON export of this program is imported on its own")
                }
                return .watchlistArchive(data, path: path)
            case .service(let history):
                histories.append(history)
            }
        }
        var services: [String] = []
        for history in histories where !services.contains(history.service) { services.append(history.service) }
        let today = CalendarDay(containing: Date())
        for history in histories { try ImportLimits.check(history, today: today) }
        var merged = ServiceHistory(
            service: services.joined(separator: " and "),
            records: histories.flatMap(\.records),
            others: histories.flatMap(\.others),
            skipped: histories.flatMap(\.skipped),
            leftOut: histories.flatMap(\.leftOut)
        )
        for format in histories.flatMap(\.otherFormats) where !merged.otherFormats.contains(format) { merged.otherFormats.append(format) }
        return .service(merged)
    }

    private static func read(_ files: ExportFiles, format: ImportFormat?) throws(ArchiveFileError) -> ImportInput {
        if files.isCollection { return .service(try collection(files, format: format)) }
        guard let file = files.files.first else { throw .unknownFormat(path: files.path, reason: "it is empty") }
        let data = try file.read()
        let readers = try formats(data, path: file.displayName)
        let chosen = format ?? readers[0]
        guard readers.contains(chosen) else {
            throw .notTheFormat(path: file.displayName, format: chosen.article, reason: "it looks like \(readers[0].article)")
        }
        switch try read(data, file, as: chosen) {
        case .service(var history) where format == nil:
            history.otherFormats = readers.dropFirst().map(\.rawValue)
            return .service(history)
        case let input:
            return input
        }
    }

    /// One file read as `format`.
    private static func read(_ data: Data, _ file: ExportFiles.File, as format: ImportFormat) throws(ArchiveFileError) -> ImportInput {
        switch format {
        case .json:
            return .watchlistArchive(data, path: file.displayName)
        case .trakt:
            return .service(try TraktExport.history(of: [file], kinds: [TraktExport.Kind(fileName: file.name)]))
        case .imdb:
            return .service(try IMDbExport.history(of: try CSVTable(data, file: file.displayName)))
        case .tvtime:
            return .service(try TVTimeExport.history(of: [file], besides: []))
        case .simkl:
            if SimklCSVExport.recognizes(header: CSVTable.headerLine(of: data) ?? []) {
                return .service(try SimklCSVExport.history(of: try CSVTable(data, file: file.displayName)))
            }
            return .service(try SimklExport.history(of: data, file: file.displayName))
        case .yamtrack:
            return .service(try YamtrackExport.history(of: try CSVTable(data, file: file.displayName)))
        case .movary:
            return .service(try MovaryExport.history(of: try CSVTable(data, file: file.displayName)))
        case .letterboxd:
            let table = try CSVTable(data, file: file.displayName)
            let rows = LetterboxdExport.recognizes(header: table.header)
                ? (films: try LetterboxdExport.records(ofSingle: table, named: file.name), others: [])
                : try LetterboxdImportFile.records(of: table)
            return .service(ServiceHistory(service: LetterboxdExport.service, records: rows.films, others: rows.others, skipped: []))
        }
    }

    /// A zip or folder: TV Time's and Letterboxd's by their CSV files' names, Trakt's by its JSON files',
    /// Movary's by its CSV files' headers (its names, `watchlist.csv` among them, are
    /// Letterboxd's too).
    private static func collection(_ files: ExportFiles, format: ImportFormat?) throws(ArchiveFileError) -> ServiceHistory {
        let tvTimeFiles = files.files.filter { TVTimeExport.kind(ofFileNamed: $0.name) != nil }
        if format == .tvtime || (format == nil && !tvTimeFiles.isEmpty) {
            guard !tvTimeFiles.isEmpty else { throw .missingFiles(path: files.path, service: "a TV Time", expected: TVTimeExport.fileNames) }
            return try TVTimeExport.history(of: tvTimeFiles, besides: files.files.map(\.name))
        }
        var movaryFiles: [ExportFiles.File] = []
        for file in files.files where file.name.lowercased().hasSuffix(".csv") {
            if CSVTable.headerLine(of: try file.read()).map(MovaryExport.recognizes) == true { movaryFiles.append(file) }
        }
        if format == .movary || (format == nil && !movaryFiles.isEmpty) {
            guard !movaryFiles.isEmpty else { throw .missingFiles(path: files.path, service: "a Movary", expected: MovaryExport.fileNames) }
            var histories: [ServiceHistory] = []
            for file in movaryFiles { histories.append(try MovaryExport.history(of: try CSVTable(try file.read(), file: file.displayName))) }
            return ServiceHistory(
                service: MovaryExport.service, records: histories.flatMap(\.records), others: [], skipped: histories.flatMap(\.skipped),
                leftOut: histories.flatMap(\.leftOut)
            )
        }
        let hasLetterboxd = LetterboxdExport.fileNames.contains { files.file(named: $0) != nil }
        let traktFiles = files.files.filter { TraktExport.Kind(fileName: $0.name) != nil }
        if format == .letterboxd || (format == nil && hasLetterboxd) {
            return ServiceHistory(service: LetterboxdExport.service, records: try LetterboxdExport.records(in: files), others: [], skipped: [])
        }
        if format == .trakt || (format == nil && !traktFiles.isEmpty) {
            guard !traktFiles.isEmpty else { throw .missingFiles(path: files.path, service: "a Trakt", expected: TraktExport.expectedFiles) }
            return try TraktExport.history(of: traktFiles, kinds: traktFiles.map { TraktExport.Kind(fileName: $0.name) })
        }
        if let format {
            throw .notTheFormat(path: files.path, format: format.article, reason: "it is a folder or an archive; give the export's file itself")
        }
        throw .missingFiles(path: files.path, service: "a Letterboxd or Trakt", expected: LetterboxdExport.fileNames + TraktExport.expectedFiles)
    }

    /// The formats that can read one file, told from its first bytes, the likeliest first: a
    /// format whose own columns the header has comes before Letterboxd's import file, which
    /// reads any CSV with a `Title` and one more of its columns.
    private static func formats(_ data: Data, path: String) throws(ArchiveFileError) -> [ImportFormat] {
        let start = data.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.first
        if start == UInt8(ascii: "{") { return [SimklExport.recognizes(data) ? .simkl : .json] }
        if start == UInt8(ascii: "[") {
            guard TraktExport.recognizes(data) else {
                throw .unknownFormat(path: path, reason: "a JSON array, but not of Trakt's entries")
            }
            return [.trakt]
        }
        guard let header = CSVTable.headerLine(of: data) else {
            throw .unknownFormat(path: path, reason: data.isEmpty ? "it is empty" : "it is not text")
        }
        let readers: [(ImportFormat, Bool)] = [
            (.imdb, IMDbExport.recognizes(header: header)),
            (.movary, MovaryExport.recognizes(header: header)),
            (.tvtime, TVTimeExport.recognizes(header: header)),
            (.yamtrack, YamtrackExport.recognizes(header: header)),
            (.simkl, SimklCSVExport.recognizes(header: header)),
            (.letterboxd, LetterboxdExport.recognizes(header: header) || LetterboxdImportFile.recognizes(header: header)),
        ]
        let formats = readers.filter(\.1).map(\.0)
        guard !formats.isEmpty else {
            throw .unknownFormat(
                path: path,
                reason: "the header \(header.prefix(6).joined(separator: ",")) is none of Letterboxd's, IMDb's, TV Time's, Simkl's, Yamtrack's, Movary's or this program's"
            )
        }
        return formats
    }
}
