import Foundation
import IMDbDatasets

/// An input file of an import, opened and recognised by its header row.
public final class IMDbDatasetFile {
    /// Its path, as given.
    public let path: String
    /// Which dataset its header says it is.
    public let dataset: IMDbDataset
    let reader: GzipFileReader
    /// Bytes already decompressed to read the header, which the rows start from.
    private var buffered: [UInt8]

    /// Opens `path` and reads its header.
    init(path: String) throws(CatalogBuildError) {
        self.path = path
        reader = try GzipFileReader(path: path)
        var bytes: [UInt8] = []
        while !bytes.contains(UInt8(ascii: "\n")), bytes.count < 1 << 16 {
            guard try reader.read(into: &bytes) > 0 else { break }
        }
        let headerEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let header = String(decoding: bytes[..<headerEnd], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let dataset = IMDbDataset.recognise(header: header.components(separatedBy: "\t")) else {
            throw .unknownHeader(file: path, header: header)
        }
        self.dataset = dataset
        buffered = bytes
    }

    /// Hands every row after the header to `body`, checking that it has the header's columns.
    func forEachRow(_ body: (TSVReader.Row) throws -> Void) throws {
        var tsv = TSVReader(file: path)
        let columns = dataset.columns.count
        let handle = { [path] (row: TSVReader.Row) throws in
            guard row.line > 1 else { return }
            guard row.count >= columns else {
                throw CatalogBuildError.tooFewColumns(file: path, line: row.line, expected: columns, found: row.count)
            }
            try body(row)
        }
        try tsv.consume(buffered, handle)
        buffered = []
        var chunk: [UInt8] = []
        while true {
            chunk.removeAll(keepingCapacity: true)
            guard try reader.read(into: &chunk) > 0 else { break }
            try tsv.consume(chunk, handle)
        }
        try tsv.finish(handle)
    }
}
