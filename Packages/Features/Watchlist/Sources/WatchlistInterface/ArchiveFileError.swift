/// Why a list could not be imported from a file or exported to one. Each message names the
/// file and says what was wrong; nothing on the list has changed.
public enum ArchiveFileError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read.
    case cannotRead(path: String, reason: String)
    /// The file is larger than an import reads.
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// An archive holds more entries than an import looks through.
    case tooManyEntries(path: String, limit: Int)
    /// An archive's entries inflate, all together, to more than an import reads.
    case inflatesPastLimit(path: String, limit: Int)
    /// The file is not an export of this program, or is damaged.
    case notAnExport(path: String, reason: String)
    /// The file was exported by a newer version of this program.
    case newerVersion(path: String, version: Int)
    /// A film in the file holds a value that cannot be right.
    case invalidMovie(path: String, film: Int, reason: String)
    /// The export could not be written.
    case cannotWrite(path: String, reason: String)
    /// The file is none of the formats an import reads.
    case unknownFormat(path: String, reason: String)
    /// The file is not the format that was asked for (`--format`) or that its name says.
    case notTheFormat(path: String, format: String, reason: String)
    /// An archive or folder holds none of the files an export of that service has.
    case missingFiles(path: String, service: String, expected: [String])
    /// A row of another service's export holds a value that cannot be right.
    case invalidRow(SourceLocation, reason: String)

    public var description: String {
        switch self {
        case .cannotRead(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .tooLarge(let path, let bytes, let limit):
            return "\(path) is \(bytes / 1_048_576) MiB, more than the \(limit / 1_048_576) MiB an import reads; is it the right file?"
        case .tooManyEntries(let path, let limit):
            return "\(path) holds more than \(limit) files, more than an export has; is it the right file?"
        case .inflatesPastLimit(let path, let limit):
            return "\(path) inflates to more than \(limit / 1_048_576) MiB in all, more than an import reads; is it the right file?"
        case .notAnExport(let path, let reason):
            return "\(path) is not a watchlist JSON export (\(reason))"
        case .newerVersion(let path, let version):
            return "\(path) is format version \(version), written by a newer version of this program; import it with that version"
        case .invalidMovie(let path, let film, let reason):
            return "\(path), film \(film): \(reason); nothing was imported"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason); nothing was written there"
        case .unknownFormat(let path, let reason):
            return "\(path) is not an export that can be imported (\(reason)); nothing was imported"
        case .notTheFormat(let path, let format, let reason):
            return "\(path) is not \(format) (\(reason)); nothing was imported"
        case .missingFiles(let path, let service, let expected):
            return "\(path) holds none of the files of \(service) export (\(expected.joined(separator: ", "))); nothing was imported"
        case .invalidRow(let location, let reason):
            return "\(location): \(reason); nothing was imported"
        }
    }
}
