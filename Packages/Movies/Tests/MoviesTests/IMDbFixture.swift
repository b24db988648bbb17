import Foundation

/// The small IMDb-format dataset in `Packages/Movies/Fixtures/imdb`, gzipped into a
/// temporary directory as IMDb publishes it, for import tests.
struct IMDbFixture {
    static let source = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/imdb")
    static let datasets = ["title.basics", "title.ratings", "title.crew", "title.principals", "name.basics"]

    /// A fresh temporary directory, removed by ``remove()``.
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "imdb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// `dataset`'s fixture, gzipped: its path.
    func gzipped(_ dataset: String) throws -> String {
        try gzip(Data(contentsOf: Self.source.appending(path: "\(dataset).tsv")), named: "\(dataset).tsv.gz")
    }

    /// Every dataset, gzipped.
    func all() throws -> [String] {
        try Self.datasets.map(gzipped)
    }

    /// `contents` gzipped (by the system's gzip) into a file called `name`: its path.
    func gzip(_ contents: Data, named name: String) throws -> String {
        let plain = directory.appending(path: name + ".plain")
        try contents.write(to: plain)
        let output = directory.appending(path: name)
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-n", "-c", plain.path]
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
        process.waitUntilExit()
        return output.path
    }

    /// `bytes` written as is to a file called `name`: its path.
    func write(_ bytes: Data, named name: String) throws -> String {
        let url = directory.appending(path: name)
        try bytes.write(to: url)
        return url.path
    }

    /// The path of a catalog in the directory.
    var catalogPath: String { directory.appending(path: "catalog.sqlite").path }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
