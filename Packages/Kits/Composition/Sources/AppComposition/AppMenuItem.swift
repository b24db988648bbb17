import Injection
import TerminalUIInterface

/// An entry of the interactive app's home menu: its title and the screen it opens, made from
/// the services the features registered. The root gives it the first letter of its title
/// that no other entry has.
public struct AppMenuItem: Sendable {
    /// What the menu calls it.
    public let title: String
    /// Builds the screen it opens; a dependency that cannot be made throws, and the root
    /// shows why instead.
    public let open: @MainActor @Sendable (Container) throws -> any Screen

    /// An entry titled `title` that opens `open`'s screen.
    public init(title: String, open: @escaping @MainActor @Sendable (Container) throws -> any Screen) {
        self.title = title
        self.open = open
    }
}

extension AppMenuItem {
    /// The key of each of `items`, in order: the first character of its title, lowercased,
    /// that neither `taken` (the root's own entries and quit's) nor an earlier item has; else
    /// the first free letter or digit. `nil` when every one is taken.
    public static func keys(for items: [AppMenuItem], taken: Set<Character>) -> [Character?] {
        var used = taken
        return items.map { item in
            let candidates = Array(item.title.lowercased()).filter { $0.isLetter || $0.isNumber } + Array("abcdefghijklmnopqrstuvwxyz0123456789")
            guard let key = candidates.first(where: { !used.contains($0) }) else { return nil }
            used.insert(key)
            return key
        }
    }
}
