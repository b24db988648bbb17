import Foundation
import JSONWriting
import WatchlistInterface
import WebUI

extension WatchlistPages {
    /// The largest file an import takes, as `watchlist import` does.
    static let maximumUploadBytes = 32 * 1024 * 1024

    /// The import form, the imports made (each with a form to take it back), and the export links.
    func importPage(_ request: WebRequest, problem: String?, status: Int = 200) async throws -> Page {
        let imports = try await lists(try profile(request)).imports()
        var context: [String: Any] = [
            "action": Self.importPath,
            "formats": files.importFormats.map { ["name": $0.name, "label": $0.label] },
            "exports": ExportFormat.allCases.map { ["name": $0.rawValue, "link": Self.exportPath + PathText.query(["format": $0.rawValue])] },
            "imports": imports.map { record -> [String: Any] in
                [
                    "number": record.number, "importedAt": UTCTimestamp.dateTime(record.importedAt),
                    "from": ([record.source.service] + record.source.files.map { ($0 as NSString).lastPathComponent }).joined(separator: " "),
                    "added": record.filmsAdded, "updated": record.filmsUpdated, "viewings": record.viewingsAdded, "merged": record.viewingsMerged,
                    "besides": record.others.map { "\($0.kind): \($0.followed) followed, \($0.viewingsAdded) viewings" }.joined(separator: "; "),
                    "undoneAt": record.undoneAt.map(UTCTimestamp.dateTime) ?? "", "undo": Self.importPath + "/undo",
                ]
            },
            "hasImports": !imports.isEmpty,
        ]
        if let problem { context["problem"] = problem }
        return Page(title: "Import and export", body: try templates.render("import", context, for: request), status: status, section: "import")
    }

    /// Reads the uploaded file and shows what importing it would do, unmatched rows included;
    /// nothing is written until the person confirms.
    func importFile(_ request: WebRequest) async throws -> WebAnswer {
        guard let file = request.files["file"], !file.bytes.isEmpty else {
            return .page(try await importPage(request, problem: "Choose the export file to import.", status: 400))
        }
        let format = try chosenFormat(request)
        let profile = try profile(request)
        let summary: ImportedFile
        do {
            summary = try await read(file, as: format, into: lists(profile), others: others(profile), dryRun: true)
        } catch let error as ArchiveFileError {
            return .page(try await importPage(request, problem: "\(error)", status: 400))
        }
        let pending = uploads.keep(file.bytes, filename: file.filename, owner: profile.id)
        var context = summaryContext(summary, filename: file.filename)
        context["confirm"] = Self.importPath + "/confirm"
        context["upload"] = pending.uuidString
        context["format"] = format ?? ""
        return .page(Page(title: "Import: what would change", body: try templates.render("importSummary", context, for: request), section: "import"))
    }

    /// Imports the file whose dry run was shown.
    func confirmImport(_ request: WebRequest) async throws -> WebAnswer {
        let profile = try profile(request)
        guard let text = request.form["upload"], let id = UUID(uuidString: text), let upload = uploads.take(id, owner: profile.id) else {
            return .page(try await importPage(request, problem: "That import waited too long or was done already; choose the file again.", status: 410))
        }
        let format = try chosenFormat(request)
        let summary = try await request.writing(.list(owner: profile.id)) {
            try await read(UploadedFile(filename: upload.filename, bytes: upload.bytes), as: format, into: lists(profile), others: others(profile), dryRun: false)
        }
        var context = summaryContext(summary, filename: upload.filename)
        context["done"] = true
        if let number = summary.films.number { context["number"] = number }
        context["importPage"] = Self.importPath
        return .page(Page(title: "Imported", body: try templates.render("importSummary", context, for: request), section: "import"))
    }

    /// Takes an import back: first what it would do, with a button to do it (`confirm` absent),
    /// then, confirmed, done. An import that does not exist, or was taken back already, is
    /// said on the import page.
    func undoImport(_ request: WebRequest) async throws -> WebAnswer {
        let profile = try profile(request)
        guard let text = request.form["number"], let number = Int(text), number > 0 else {
            return .page(try await importPage(request, problem: "Choose an import to take back from the list below.", status: 400))
        }
        let confirmed = request.form["confirm"] == "1"
        let summary: UndoSummary
        let list = lists(profile), others = others(profile)
        do {
            summary = confirmed
                ? try await request.writing(.list(owner: profile.id)) { try await list.undoImport(number, others: others, dryRun: false) }
                : try await list.undoImport(number, others: others, dryRun: true)
        } catch WatchlistError.noSuchImport {
            return .page(try await importPage(request, problem: "You have made no import numbered \(number); the list below has yours.", status: 404))
        } catch WatchlistError.importAlreadyUndone {
            return .page(try await importPage(request, problem: "Import \(number) was taken back already.", status: 409))
        }
        let context: [String: Any] = [
            "number": number, "done": confirmed, "action": Self.importPath + "/undo", "importPage": Self.importPath, "list": Self.listPath,
            "filmsRemoved": summary.filmsRemoved, "filmsKept": summary.filmsKept, "viewingsRemoved": summary.viewingsRemoved,
            "viewingsRestored": summary.viewingsRestored, "restored": summary.notesAndRatingsRestored,
            "changedSince": summary.changedSince + summary.others.reduce(0) { $0 + $1.changedSince },
            "kept": summary.filmsKept > 0,
            "others": summary.others.map { other -> [String: Any] in
                [
                    "kind": other.kind, "unfollowed": other.unfollowed, "kept": other.kept, "ratingsRemoved": other.ratingsRemoved,
                    "viewingsRemoved": other.viewingsRemoved,
                ]
            },
        ]
        let title = confirmed ? "Import \(number) taken back" : "Take back import \(number): what would change"
        return .page(Page(title: title, body: try templates.render("undoImport", context, for: request), section: "import"))
    }

    /// A download of the signed-in profile's list in `?format=`; the JSON holds the other
    /// kinds' sections (series) too, as `watchlist export` writes them.
    func export(_ request: WebRequest) async throws -> WebAnswer {
        let format = try request.query.choice("format", as: ExportFormat.self) ?? .json
        let profile = try profile(request)
        let films = try await lists(profile).archive()
        var sections: [String: JSONValue] = [:]
        if format == .json {
            for provider in others(profile) { sections.merge(try await provider.archive()) { kept, _ in kept } }
        }
        let text = try files.export(films, sections: sections, as: format)
        let name = format == .letterboxdWatchlist ? "watchlist-letterboxd-watchlist" : format == .letterboxd ? "watchlist-letterboxd" : "watchlist"
        return .download(Download(filename: "\(name).\(format.fileExtension)", contentType: format.mediaType, bytes: Array(text.utf8)))
    }

    /// The form's `format`: one of the files' import formats, or `nil` (empty) to tell it from
    /// the content.
    private func chosenFormat(_ request: WebRequest) throws -> String? {
        guard let name = request.form["format"], !name.isEmpty else { return nil }
        guard files.importFormats.contains(where: { $0.name == name }) else {
            throw WebError(status: 400, message: "\"\(name.prefix(40))\" is not a format this page reads; choose one from the list, or none to tell it from the file")
        }
        return name
    }

    /// What importing a file did, or would do: to films, to the other kinds (series), and the
    /// other kinds' rows that matched nothing.
    private struct ImportedFile {
        let films: ImportSummary
        let others: [OtherImportSummary]
        let unmatchedOthers: [UnmatchedOtherRow]
    }

    /// Reads `file` through a private temporary copy, which the readers need to tell a zip
    /// from a CSV and to stream a zip's entries. The copy keeps the file's own name when it is
    /// a plain one, as Trakt's JSON files are told apart by theirs (`ratings-shows.json`). The
    /// other kinds' sections of this program's JSON are read first, as `watchlist import`
    /// reads them: one that cannot be read stops the import before anything is written.
    private func read(
        _ file: UploadedFile, as format: String?, into archiving: any WatchlistArchiving, others: [any OtherTitleArchiving], dryRun: Bool
    ) async throws -> ImportedFile {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watchlist-upload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        let known = ["zip", "csv", "json"]
        let suffix = (file.filename as NSString).pathExtension.lowercased()
        let path = folder.appendingPathComponent(Self.plainName(file.filename, known: known) ?? "upload." + (known.contains(suffix) ? suffix : "bin")).path
        guard FileManager.default.createFile(atPath: path, contents: Data(file.bytes)) else {
            throw WebError(status: 500, message: "the server could not keep the file to read it; try again")
        }
        let imported = try await files.importFile(at: path, format: format, into: archiving, others: others, dryRun: dryRun)
        return ImportedFile(films: imported.films, others: imported.others, unmatchedOthers: imported.unmatchedOthers)
    }

    /// `filename`'s last component when it is plain (letters, digits, `.`, `_`, `-`, at most
    /// 100) and ends in a `known` extension; nil otherwise.
    private static func plainName(_ filename: String, known: [String]) -> String? {
        let name = (filename as NSString).lastPathComponent
        let plain = name.utf8.count <= 100 && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0)) }
        return plain && known.contains((name as NSString).pathExtension.lowercased()) ? name : nil
    }

    private func summaryContext(_ both: ImportedFile, filename: String) -> [String: Any] {
        let summary = both.films
        let films = summary.unmatched.map { row -> [String: Any] in
            let film = row.record.film
            return [
                "where": row.record.location.description, "title": film.year.map { "\(film.title) (\($0))" } ?? film.title,
                "problem": row.problem == .ambiguous ? "more than one film matches" : "no film matches",
            ]
        }
        let others = both.unmatchedOthers.map { row -> [String: Any] in
            ["where": row.record.location.description, "title": row.name, "problem": row.reason]
        }
        let labels = Dictionary(files.importFormats.map { ($0.name, $0.label) }, uniquingKeysWith: { first, _ in first })
        let alternatives = summary.otherFormats.compactMap { labels[$0] }
        var context: [String: Any] = [
            "other": both.others.map { ["kind": $0.kind, "followed": $0.followed, "ratingsAdded": $0.ratingsAdded, "viewingsAdded": $0.viewingsAdded] },
            "hasOther": !both.others.isEmpty,
            "filename": filename, "added": summary.added, "updated": summary.updated, "unchanged": summary.unchanged,
            "viewingsAdded": summary.viewingsAdded, "viewingsMerged": summary.viewingsMerged, "conflicts": summary.conflicts, "skipped": summary.skipped, "leftOut": summary.leftOut.joined(separator: "; "),
            "unmatched": films + others,
            "hasUnmatched": !films.isEmpty || !others.isEmpty, "list": Self.listPath,
        ]
        if let service = summary.readAs, !alternatives.isEmpty {
            context["readAs"] = ["service": service, "alternatives": alternatives.joined(separator: " or "), "importPage": Self.importPath]
        }
        return context
    }
}
