import Injection
import TerminalUIInterface

/// An entry of the interactive app's home menu: its title and the screen it opens, made from
/// the services the features registered. The root gives it its own key when it asks for one,
/// else the first letter of its title that no other entry has.
public struct AppMenuItem: Sendable {
    /// Where the menu lists an entry.
    public enum Placement: Sendable {
        /// Among the features' entries, in the features' order.
        case features
        /// After them, just before quit: the account's.
        case last
    }

    /// What the menu calls it.
    public let title: String
    /// The key it asks for, if any; taken first, in the features' order.
    public let key: Character?
    /// Where it is listed.
    public let placement: Placement
    /// Builds the screen it opens; a dependency that cannot be made throws, and the root
    /// shows why instead.
    public let open: @MainActor @Sendable (Container) throws -> any Screen

    /// An entry titled `title` that opens `open`'s screen, on `key` when given.
    public init(
        title: String, key: Character? = nil, placement: Placement = .features, open: @escaping @MainActor @Sendable (Container) throws -> any Screen
    ) {
        self.title = title
        self.key = key
        self.placement = placement
        self.open = open
    }
}

extension AppMenuItem {
    /// The menu's entries, those to be listed last after the others, each with its key:
    /// the key it asks for, else the first character of its title, lowercased, that neither
    /// `taken` (quit's) nor another entry has, else the first free letter or digit. An entry
    /// is left out when every key is taken.
    public static func menu(_ items: [AppMenuItem], taken: Set<Character>) -> [(key: Character, item: AppMenuItem)] {
        let ordered = items.filter { $0.placement == .features } + items.filter { $0.placement == .last }
        var used = taken
        var asked: [Character?] = ordered.map { item in
            guard let key = item.key, !used.contains(key) else { return nil }
            used.insert(key)
            return key
        }
        for (index, item) in ordered.enumerated() where asked[index] == nil {
            let candidates = Array(item.title.lowercased()).filter { $0.isLetter || $0.isNumber } + Array("abcdefghijklmnopqrstuvwxyz0123456789")
            guard let key = candidates.first(where: { !used.contains($0) }) else { continue }
            used.insert(key)
            asked[index] = key
        }
        return zip(asked, ordered).compactMap { key, item in key.map { (key: $0, item: item) } }
    }
}
