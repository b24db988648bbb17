import Foundation
import PlaybackInterface

/// A played item as both databases keep it: JSON, keys sorted.
public enum PlayedItemColumn {
    /// The column's text for `item`.
    public static func text(_ item: PlayedItem) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(item), as: UTF8.self)
    }

    /// The item the column's `text` holds, or `nil` when it holds none.
    public static func item(_ text: String) -> PlayedItem? {
        try? JSONDecoder().decode(PlayedItem.self, from: Data(text.utf8))
    }
}
