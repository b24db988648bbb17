import PlaybackInterface

/// The checks of an event, and where it puts the playback.
enum PlaybackEvents {
    /// Throws when `item` names nothing that could be matched.
    static func check(_ item: PlayedItem) throws(PlaybackEventError) {
        let named = !item.title.trimmingCharacters(in: .whitespaces).isEmpty || !item.ids.isEmpty
        guard named || (item.kind == .episode && !item.episodeIDs.isEmpty) else { throw .unnamedItem }
    }

    /// The position in seconds, the duration, and the percentage that `position` gives, from
    /// where the playback was (`previous`) when the event does not say. A position past the
    /// duration the playback had means the player knows better: the duration is then unknown.
    static func place(_ position: PlaybackEvent.Position?, previous: PlaybackProgress?) throws(PlaybackEventError) -> (Double, Double?, Double) {
        switch position {
        case nil:
            return (previous?.position ?? 0, previous?.duration, previous?.percent ?? 0)
        case .seconds(let seconds, let duration)?:
            guard seconds.isFinite, seconds >= 0 else { throw .invalidPosition("seconds must be a number, 0 or more") }
            if let duration {
                guard duration.isFinite, duration > 0 else { throw .invalidPosition("the duration must be a number above 0") }
                guard seconds <= duration else { throw .invalidPosition("\(Int(seconds)) s is past the end, at \(Int(duration)) s") }
            }
            let length = duration ?? previous?.duration.flatMap { seconds <= $0 ? $0 : nil }
            return (seconds, length, length.map { seconds / $0 * 100 } ?? 0)
        case .percent(let percent)?:
            guard percent.isFinite, (0...100).contains(percent) else { throw .invalidPosition("a percentage is from 0 to 100") }
            return ((previous?.duration ?? 0) * percent / 100, previous?.duration, percent)
        }
    }
}
