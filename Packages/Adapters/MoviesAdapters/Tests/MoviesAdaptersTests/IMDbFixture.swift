import Foundation
import MoviesTesting

/// A temporary directory for import tests, with ``IMDbFixtureDataset``'s files gzipped into
/// it as IMDb publishes them, and bad inputs written next to them.
struct IMDbFixture {
    /// A fresh temporary directory, removed by ``remove()``.
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "imdb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// `dataset`'s fixture, gzipped: its path.
    func gzipped(_ dataset: String) throws -> String {
        try IMDbFixtureDataset.gzipped(dataset, into: directory)
    }

    /// Every dataset, gzipped.
    func all() throws -> [String] {
        try IMDbFixtureDataset.datasets.map(gzipped)
    }

    /// `contents` gzipped into a file called `name`: its path.
    func gzip(_ contents: Data, named name: String) throws -> String {
        let file = directory.appending(path: name)
        try IMDbFixtureDataset.gzip(contents, to: file)
        return file.path
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
