import Foundation
import SeriesInterface

/// What a person's text names: a series by id or by its whole title (`Fargo`, `Fargo (2014)`),
/// or an episode by its own id. A title that names several series is refused, never guessed;
/// words that are not a whole title name none (`search` finds by words).
struct SeriesReference {
    let catalog: any SeriesCatalog

    /// A series, and the episode when the text named one.
    struct Resolved {
        let details: SeriesDetails
        let episode: Episode?

        /// The episodes `selection` picks, or the named episode; every one must exist.
        func episodes(_ selection: EpisodeSelection?) throws -> [Episode] {
            if let episode {
                guard selection == nil else { throw SeriesError.episodeWithSelection(episode.id ?? details.series.id) }
                return [episode]
            }
            guard let selection else { throw SeriesError.selectionNeeded(details.series) }
            let title = details.series.title
            let seasons = details.seasons
            let season: Int = switch selection {
            case .season(let number), .episodes(let number, _): number
            }
            guard let episodes = seasons.first(where: { $0.number == season })?.episodes else {
                throw SeriesError.noSuchSeason(series: title, season: season, seasons: seasons.map(\.number))
            }
            guard case .episodes(_, let numbers) = selection else { return episodes }
            let picked = episodes.filter { $0.number.map(numbers.contains) ?? false }
            // Counted without `numbers.count`, which overflows for a range as wide as Int's.
            let (span, overflow) = numbers.upperBound.subtractingReportingOverflow(numbers.lowerBound)
            guard !overflow, span < Int.max, Set(picked.compactMap(\.number)).count == span + 1 else {
                let known = episodes.compactMap(\.number)
                throw SeriesError.noSuchEpisode(series: title, season: season, asked: numbers, numbers: known.min().flatMap { low in known.max().map { low...$0 } })
            }
            return picked
        }
    }

    func resolve(_ text: String) async throws -> Resolved {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let id = TitleID(parsing: trimmed) {
            if let details = try await catalog.details(of: id) { return Resolved(details: details, episode: nil) }
            if let episode = try await catalog.episode(id), let details = try await catalog.details(of: episode.seriesID) {
                return Resolved(details: details, episode: episode)
            }
            throw SeriesError.unknownSeries(trimmed)
        }
        let (title, year) = Self.titleAndYear(trimmed)
        var matches = try await catalog.series(withWordsOf: title).filter { SeriesTitle.key($0.title) == SeriesTitle.key(title) }
            .sorted { ($0.startYear ?? 0, $0.id) < ($1.startYear ?? 0, $1.id) }
        if let year { matches = matches.filter { $0.startYear == year } }
        guard let only = matches.first else { throw SeriesError.unknownSeries(trimmed) }
        guard matches.count == 1 else { throw SeriesError.ambiguousTitle(trimmed, candidates: matches) }
        guard let details = try await catalog.details(of: only.id) else { throw SeriesError.unknownSeries(trimmed) }
        return Resolved(details: details, episode: nil)
    }

    /// `Fargo (2014)` as the title and the year it began.
    static func titleAndYear(_ text: String) -> (String, Int?) {
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return (text, nil) }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard inside.count == 4, let year = Int(inside) else { return (text, nil) }
        return (text[..<open].trimmingCharacters(in: .whitespaces), year)
    }
}

/// Titles as they are compared: case, accents and punctuation ignored.
enum SeriesTitle {
    static func key(_ title: String) -> String {
        asciiKey(title) ?? foldedKey(title)
    }

    /// Letters, marks and digits, made once: `CharacterSet.alphanumerics` makes a new set
    /// each time it is read.
    private static let alphanumerics = CharacterSet.alphanumerics

    /// The key of any title: folded, then only letters, digits and single spaces kept.
    static func foldedKey(_ title: String) -> String {
        title.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .unicodeScalars.filter { alphanumerics.contains($0) || $0 == " " }
            .map(String.init).joined()
            .split(separator: " ").joined(separator: " ")
    }

    /// The key of an ASCII title, read byte by byte: the same as the general one's, which
    /// took a third of matching a show by its title (CharacterSet's lookups, measured with perf).
    private static func asciiKey(_ title: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(title.utf8.count)
        var pendingSpace = false
        for byte in title.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if pendingSpace, !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
                pendingSpace = false
                bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingSpace, !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
                pendingSpace = false
                bytes.append(byte + 32)
            case UInt8(ascii: " "):
                pendingSpace = true
            case 0x80...:
                return nil
            default:
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The words of `text`, compared as ``key(_:)`` compares titles.
    static func words(_ text: String) -> [Substring] {
        key(text).split(separator: " ")
    }
}
