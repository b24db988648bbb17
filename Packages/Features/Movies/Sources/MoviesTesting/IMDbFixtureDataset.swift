import Foundation

/// The small dataset in IMDb's exact format in `Packages/Features/Movies/Fixtures/imdb` (see its
/// README), and the step that turns text into a file as IMDb publishes it: for tests of the
/// catalog build, in this package and end to end.
public enum IMDbFixtureDataset {
    /// The fixture's directory in the source tree.
    public static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/imdb")

    /// The six datasets, in the order an import reads them.
    public static let datasets = ["title.basics", "title.episode", "title.ratings", "title.crew", "title.principals", "name.basics"]

    /// `dataset`'s fixture gzipped into `directory` as `DATASET.tsv.gz`: its path.
    public static func gzipped(_ dataset: String, into directory: URL) throws -> String {
        let file = directory.appending(path: "\(dataset).tsv.gz")
        try gzip(Data(contentsOf: Self.directory.appending(path: "\(dataset).tsv")), to: file)
        return file.path
    }

    /// `contents` gzipped into `file` by the system's gzip, without a name or time in the
    /// header (`gzip -n`), so the same contents make the same bytes.
    public static func gzip(_ contents: Data, to file: URL) throws {
        let plain = file.appendingPathExtension("plain")
        try contents.write(to: plain)
        defer { try? FileManager.default.removeItem(at: plain) }
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let output = try FileHandle(forWritingTo: file)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-n", "-c", plain.path]
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GzipFailed(file: file.path, status: process.terminationStatus) }
    }

    /// `gzip` ended with a failure.
    public struct GzipFailed: Error, CustomStringConvertible {
        public let file: String
        public let status: Int32
        public var description: String { "/bin/gzip ended with status \(status) writing \(file)" }
    }
}
