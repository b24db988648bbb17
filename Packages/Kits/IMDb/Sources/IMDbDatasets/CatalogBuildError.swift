/// Why an import of IMDb's datasets stopped. Every case names the file, and the line where
/// one applies; after any of them the previous catalog is still in place and working.
public enum CatalogBuildError: Error, Equatable, CustomStringConvertible {
    /// The file cannot be opened or read.
    case cannotRead(file: String, reason: String)
    /// The file is not gzip-compressed.
    case notGzip(file: String)
    /// The file ends before its compressed data does: an incomplete download.
    case truncated(file: String)
    /// The compressed data is damaged.
    case damaged(file: String, reason: String)
    /// The first line is not the header of one of IMDb's datasets.
    case unknownHeader(file: String, header: String)
    /// Two files are the same dataset.
    case sameDatasetTwice(kind: String, files: [String])
    /// No file is `title.basics`, which every import needs.
    case missingTitles
    /// A row has fewer columns than its header.
    case tooFewColumns(file: String, line: Int64, expected: Int, found: Int)
    /// A line is longer than any of IMDb's: the file is not one of IMDb's datasets.
    case lineTooLong(file: String, line: Int64, limit: Int)
    /// A row is not valid UTF-8.
    case invalidUTF8(file: String, line: Int64)
    /// A field that must hold an IMDb id (`tt0068646`, `nm0000008`) holds something else.
    case invalidID(file: String, line: Int64, value: String)
    /// Most rows name titles that the `title.basics` file does not have: files from
    /// different downloads, or a ratings file given with the wrong basics file.
    case titlesMissingFromBasics(file: String, firstLine: Int64, missing: Int64, rows: Int64)
    /// The new catalog could not be written (a full disk, say).
    case cannotWrite(path: String, reason: String)
    /// The build was interrupted.
    case interrupted

    public var description: String {
        switch self {
        case .cannotRead(let file, let reason):
            "cannot read \(file): \(reason)"
        case .notGzip(let file):
            "\(file) is not gzip-compressed; give the .tsv.gz files as IMDb publishes them, without unpacking them"
        case .truncated(let file):
            "\(file) ends too early: the download is incomplete; download it again"
        case .damaged(let file, let reason):
            "\(file) is damaged (\(reason)); download it again"
        case .unknownHeader(let file, let header):
            "\(file) is not one of IMDb's datasets: "
                + (header.unicodeScalars.allSatisfy { $0 == "\t" || !$0.properties.isNoncharacterCodePoint && $0.value >= 0x20 && $0 != "\u{FFFD}" }
                    ? "its first line is \"\(header.prefix(80))\". " : "its first line is not text. ")
                + "Expected title.basics, title.ratings, title.crew, title.principals or name.basics"
                + (header.contains(",") ? " (this looks like a CSV file, such as a Letterboxd or IMDb list export)" : "")
        case .sameDatasetTwice(let kind, let files):
            "\(files.joined(separator: " and ")) are both \(kind); give each dataset once"
        case .missingTitles:
            "no title.basics file was given; the catalog is built from it, the other files only enrich it"
        case .tooFewColumns(let file, let line, let expected, let found):
            "\(file), line \(line): \(found) columns where the header has \(expected); the file is damaged, download it again"
        case .lineTooLong(let file, let line, let limit):
            "\(file), line \(line): the line is longer than \(limit / 1_048_576) MiB, which no row of IMDb's datasets is; the file is damaged or not one of IMDb's"
        case .invalidUTF8(let file, let line):
            "\(file), line \(line): the text is not valid UTF-8; the file is damaged, download it again"
        case .invalidID(let file, let line, let value):
            "\(file), line \(line): \"\(value.prefix(40))\" is not an IMDb id"
        case .titlesMissingFromBasics(let file, let firstLine, let missing, let rows):
            "\(file): \(missing) of its \(rows) rows name titles that the title.basics file does not have (the first on line \(firstLine)); give files from the same download"
        case .cannotWrite(let path, let reason):
            "cannot write the catalog at \(path): \(reason); the previous catalog is unchanged"
        case .interrupted:
            "the build was interrupted; the previous catalog is unchanged"
        }
    }
}
