import Foundation
#if canImport(Glibc)
import Glibc
#endif
import GRDB
import IMDbDatasets

/// Builds a catalog at ``catalogPath`` from IMDb's datasets, with the parts that features
/// plug in (``IMDbCatalogPart``): the files are recognised by their headers, read once each
/// in ``IMDbDataset``'s order, and each row is offered to the parts that read its dataset.
///
/// The new catalog is written to a scratch file beside the old one and renamed over it only
/// when complete, so a failed, interrupted or killed build leaves the previous catalog in
/// place. A scratch file that a killed build left behind is removed by the next build.
public struct IMDbCatalogBuild: Sendable {
    /// The catalog file.
    public let catalogPath: String
    /// Rows between two progress reports and checks for an interruption.
    static let reportEvery: Int64 = 1 << 15

    /// A build of the catalog at `catalogPath`.
    public init(catalogPath: String) {
        self.catalogPath = catalogPath
    }

    /// Builds the catalog from `files` (gzipped TSV; `title.basics` required) with `parts`,
    /// which are offered each row in their order, reporting progress now and then, and
    /// stopping with ``CatalogBuildError/interrupted`` once `isCancelled` says so.
    public func build(
        files: [String],
        parts: [any IMDbCatalogPart],
        progress: @escaping @Sendable (CatalogBuildProgress) -> Void,
        isCancelled: @escaping @Sendable () -> Bool
    ) throws(CatalogBuildError) {
        let inputs = try Self.open(files)
        let directory = (catalogPath as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory.isEmpty ? "." : directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: catalogPath, reason: GzipFileReader.reason(error))
        }
        removeAbandonedScratchFiles()
        let scratch = scratchPath(for: getpid())
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            try CatalogDatabase.create(at: scratch) { db in
                var run = IMDbCatalogRun(inputs: inputs, progress: progress, isCancelled: isCancelled)
                return try run.fill(db, parts: parts)
            }
            try Self.flushToDisk(scratch)
        } catch let error as CatalogBuildError {
            throw error
        } catch let error as DatabaseError {
            throw .cannotWrite(path: catalogPath, reason: Self.writeFailure(error))
        } catch {
            throw .cannotWrite(path: catalogPath, reason: "\(error)")
        }
        guard rename(scratch, catalogPath) == 0 else {
            throw .cannotWrite(path: catalogPath, reason: String(cString: strerror(errno)))
        }
    }

    /// Removes the scratch files of builds whose processes have ended (killed, say).
    public func removeAbandonedScratchFiles() {
        let directory = (catalogPath as NSString).deletingLastPathComponent
        let prefix = (catalogPath as NSString).lastPathComponent + ".import-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let process = Int32(name.dropFirst(prefix.count)), process != getpid() else { continue }
            if kill(process, 0) == -1, errno == ESRCH {
                try? FileManager.default.removeItem(atPath: scratchPath(for: process))
            }
        }
    }

    /// What went wrong in SQLite's words a person can act on: a full disk, a failed write.
    private static func writeFailure(_ error: DatabaseError) -> String {
        switch error.resultCode {
        case .SQLITE_FULL: "the disk is full"
        case .SQLITE_IOERR: "a write to the disk failed (the disk is full, or the file may not grow)"
        case .SQLITE_CANTOPEN: "the file cannot be created"
        default: error.message ?? "\(error)"
        }
    }

    private static func open(_ files: [String]) throws(CatalogBuildError) -> [IMDbDatasetFile] {
        var inputs: [IMDbDatasetFile] = []
        for file in files {
            let input = try IMDbDatasetFile(path: file)
            if let other = inputs.first(where: { $0.dataset == input.dataset }) {
                throw .sameDatasetTwice(kind: input.dataset.rawValue, files: [other.path, input.path])
            }
            inputs.append(input)
        }
        guard inputs.contains(where: { $0.dataset == .titleBasics }) else { throw .missingTitles }
        return inputs.sorted { $0.dataset < $1.dataset }
    }

    private func scratchPath(for process: Int32) -> String {
        "\(catalogPath).import-\(process)"
    }

    /// Waits until the new catalog is on the disk, so the rename never exposes a partial file.
    private static func flushToDisk(_ path: String) throws {
        let descriptor = Glibc.open(path, O_RDONLY)
        guard descriptor >= 0 else { throw CatalogBuildError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw CatalogBuildError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
    }
}
