import WatchlistTestSupport
import Foundation
import PropertyBased
import Testing
import WatchlistInterface
@testable import WatchlistImportReaders
@testable import Watchlist
@testable import WatchlistArchive
@testable import WatchlistCLI
@testable import WatchlistHistory
@testable import WatchlistScreens

/// Properties of the export readers on generated input: arbitrary bytes never crash them, and
/// any fields written as CSV read back the same, with the lines they start on.
@Suite struct ServiceExportPropertyTests {
    /// Arbitrary bytes, alone and after a real export's first bytes, are read or refused
    /// with an error naming the file; nothing crashes or hangs.
    @Test func arbitraryBytesAreReadOrRefusedNeverCrash() async throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let diary = Array(try Data(contentsOf: URL(fileURLWithPath: ServiceExportFixtures.folder("letterboxd") + "/diary.csv")))
        let trakt = Array(try Data(contentsOf: URL(fileURLWithPath: ServiceExportFixtures.folder("trakt") + "/watched-history.json")))
        await propertyCheck(count: 200, input: Gen.uint8().array(of: 0...200), Gen.int(in: 0...diary.count), Gen.int(in: 0...trakt.count)) { noise, diaryCut, traktCut in
            for (index, bytes) in [noise, Array(diary[..<diaryCut]) + noise, Array(trakt[..<traktCut]) + noise].enumerated() {
                let path = try fixtures.write(Data(bytes), named: "input-\(index)")
                let result = Result { () throws(ArchiveFileError) in try ImportFiles.read([path], format: nil) }
                if case .failure(let error) = result {
                    #expect(error.description.contains(path), "\(error)")
                }
            }
        }
    }

    /// The same for TV Time's, Movary's, Yamtrack's and Simkl's exports: any cut of a real one, with
    /// arbitrary bytes after it, is read or refused naming the file.
    @Test func trackersExportsCutAndNoisyAreReadOrRefusedNeverCrash() async throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let exports = try ["movary/history.csv", "yamtrack/yamtrack.csv", "simkl/SimklBackup.json", "simkl/simkl.csv", "tvtime/tracking-prod-records-v2.csv", "tvtime/tracking-prod-records.csv"].map { name in
            Array(try Data(contentsOf: URL(fileURLWithPath: ServiceExportFixtures.folder(String(name.split(separator: "/")[0])) + "/" + name.split(separator: "/")[1])))
        }
        await propertyCheck(count: 200, input: Gen.uint8().array(of: 0...100), Gen.int(in: 0...exports.count - 1), Gen.double(in: 0...1)) { noise, which, fraction in
            let export = exports[which]
            let bytes = Array(export[..<Int(Double(export.count) * fraction)]) + noise
            let path = try fixtures.write(Data(bytes), named: "input-\(which)")
            let result = Result { () throws(ArchiveFileError) in try ImportFiles.read([path], format: nil) }
            if case .failure(let error) = result {
                #expect(error.description.contains(path), "\(error)")
            }
        }
    }

    private static let pieces = ["a", "é", ",", "\"", "\n", "\r\n", " ", "Z", "0", "''"]

    /// Fields of commas, quotes, line breaks and accents, written by the export's CSV writer,
    /// read back unchanged, each row starting on the line its predecessors' breaks put it.
    @Test func csvWrittenByExportReadsBackWithItsLines() async {
        let field = Gen.element(of: Self.pieces).array(of: 0...6).map { $0.compactMap { $0 }.joined() }
        let row = field.array(of: 3)
        await propertyCheck(count: 300, input: row.array(of: 1...5)) { rows in
            let text = ArchiveCSV.line(["A", "B", "C"]) + rows.map(ArchiveCSV.line).joined()
            let table: CSVTable
            do {
                table = try CSVTable(Data(text.utf8), file: "generated.csv")
            } catch {
                Issue.record("refused \(text.debugDescription): \(error)")
                return
            }
            #expect(table.rows.map(\.fields) == rows)
            var line = 2
            var expected: [Int] = []
            for fields in rows {
                expected.append(line)
                line += 1 + fields.reduce(0) { $0 + $1.count { $0.isNewline } }
            }
            #expect(table.rows.map(\.line) == expected)
        }
    }
}
