import Foundation
import PlaybackInterface

/// The checks of an event, and where it puts the playback: the same rules as the playback
/// API's part of the OpenAPI document states.
enum PlaybackEvents {
    /// The longest an item may be, and so the furthest a position: a week, in seconds.
    static let longest = 604_800.0

    /// What JSON Schema's `\s` (ECMAScript's) counts as white space: a name of nothing else is
    /// blank, as the document's `pattern: '\S'` says.
    static let space = CharacterSet(charactersIn: "\t\n\u{0B}\u{0C}\r \u{A0}\u{1680}\u{2028}\u{2029}\u{202F}\u{205F}\u{3000}\u{FEFF}")
        .union(CharacterSet(charactersIn: "\u{2000}"..."\u{200A}"))

    /// Whether `text` is empty or white space alone.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(space.contains)
    }

    /// The player's name, trimmed.
    /// - Throws: ``PlaybackEventError/invalidPlayer`` for a blank one, or one of more than 100
    ///   characters (Unicode scalars, as the document's `maxLength` counts them).
    static func player(_ name: String) throws(PlaybackEventError) -> String {
        guard !isBlank(name), name.unicodeScalars.count <= 100 else { throw .invalidPlayer }
        var scalars = name.unicodeScalars[...]
        while let first = scalars.first, space.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, space.contains(last) { scalars.removeLast() }
        return String(scalars)
    }

    /// Throws when `item` is not one there can be.
    static func check(_ item: PlayedItem) throws(PlaybackEventError) {
        guard !isBlank(item.title) else { throw .unnamedItem }
        if let year = item.year, !(1870...9999).contains(year) { throw .invalidItem("the year must be from 1870 to 9999") }
        if let season = item.season, !(0...9999).contains(season) { throw .invalidItem("the season must be from 0 to 9999") }
        if let episode = item.episode, !(0...99_999).contains(episode) { throw .invalidItem("the episode must be from 0 to 99999") }
    }

    /// The position in seconds, the duration, and the percentage that `position` gives, from
    /// where the playback was (`previous`) when the event does not say. A position past the
    /// duration is at the end (100 %): a player's count of the credits, or of a length it had
    /// wrong, is not an impossible event.
    static func place(_ position: PlaybackEvent.Position?, previous: PlaybackProgress?) throws(PlaybackEventError) -> (Double, Double?, Double) {
        switch position {
        case nil:
            return (previous?.position ?? 0, previous?.duration, previous?.percent ?? 0)
        case .seconds(let seconds, let duration)?:
            guard seconds.isFinite, (0...longest).contains(seconds) else { throw .invalidPosition("seconds must be a number from 0 to a week's") }
            if let duration {
                guard duration.isFinite, duration > 0, duration <= longest else { throw .invalidPosition("the duration must be above 0, and a week at most") }
            }
            let length = duration ?? previous?.duration
            return (seconds, length, length.map { min(100, seconds / $0 * 100) } ?? 0)
        case .percent(let percent)?:
            guard percent.isFinite, (0...100).contains(percent) else { throw .invalidPosition("a percentage is from 0 to 100") }
            return ((previous?.duration ?? 0) * percent / 100, previous?.duration, percent)
        }
    }
}
