import Foundation

/// The webhook bodies in the package's `Fixtures/`, written by hand from each media server's documentation
/// (see its README).
enum FixtureFiles {
    /// Found from this file's real path: a run of every package's tests together reaches the
    /// test folder through a link (`scripts/package-tests`).
    static let folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appending(path: "Fixtures")

    /// The file's bytes.
    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appending(path: name)))
    }

    /// The JSON document a body carries: a Plex form's `payload` part, else the body.
    static func document(_ name: String) throws -> [UInt8] {
        let body = try bytes(name)
        guard name.hasSuffix(".multipart") else { return body }
        let text = String(decoding: body, as: UTF8.self)
        let part = text.components(separatedBy: "--WatchlistPlexFixtureBoundary").first { $0.contains("name=\"payload\"") } ?? ""
        guard let start = part.range(of: "\r\n\r\n") else { return [] }
        return Array(part[start.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines).utf8)
    }

    /// Every fixture body, by name.
    static var all: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".multipart") }.sorted()
    }

    /// The media server a fixture is from.
    static func server(of name: String) -> String {
        String(name.prefix { $0.isLetter })
    }
}
