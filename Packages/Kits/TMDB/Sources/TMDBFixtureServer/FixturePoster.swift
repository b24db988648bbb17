/// The look-alike's images: every fixture film's `poster_path` is `/movie-<id>.png`, and every
/// named episode's `still_path` `/episode-<id>.png`, served at `/t/p/<size>/<file>` as TMDB's
/// image server serves them, in any of its sizes, as one small PNG (2 × 3 pixels, which a
/// page scales).
enum FixturePoster {
    static func path(movie id: Int) -> String {
        "/movie-\(id).png"
    }

    static func path(episode id: Int) -> String {
        "/episode-\(id).png"
    }

    /// The movie of a poster's file name, if it is one of the fixtures'.
    static func movie(file: String) -> Int? {
        number(in: file, after: "movie-")
    }

    /// The episode of a still's file name, if it is one of the fixtures'.
    static func episode(file: String) -> Int? {
        number(in: file, after: "episode-")
    }

    private static func number(in file: String, after prefix: String) -> Int? {
        guard file.hasPrefix(prefix), file.hasSuffix(".png") else { return nil }
        return Int(file.dropFirst(prefix.count).dropLast(4))
    }

    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00,
        0x03, 0x08, 0x02, 0x00, 0x00, 0x00, 0x36, 0x88, 0x49, 0xD6, 0x00, 0x00, 0x00, 0x10, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x88, 0xB2,
        0xEB, 0x01, 0x22, 0x06, 0x14, 0x0A, 0x00, 0x46, 0xC5, 0x06, 0xD9, 0x48, 0xAE, 0xB2, 0xAF, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44,
        0xAE, 0x42, 0x60, 0x82,
    ]
}
