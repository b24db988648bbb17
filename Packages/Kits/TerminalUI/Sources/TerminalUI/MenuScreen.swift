import TerminalUIInterface

/// A screen that is a menu of other screens, such as the home screen: each entry opens
/// a screen built on demand, and the last entry leaves.
public struct MenuScreen: Screen {
    /// One entry: how to choose it and what it opens.
    public struct Entry {
        /// The letter that chooses it (its number is its position).
        public let letter: Character
        /// What it is called.
        public let title: String
        /// Builds the screen it opens.
        public let open: @MainActor () -> any Screen

        /// Creates an entry.
        public init(letter: Character, title: String, open: @escaping @MainActor () -> any Screen) {
            self.letter = letter
            self.title = title
            self.open = open
        }
    }

    private let title: String
    private let entries: [Entry]
    private let leaveTitle: String
    private let leaveLetter: Character
    private let subtitle: @MainActor () async -> String?

    /// Creates a menu screen; `subtitle` is drawn next to the title each time (who is logged in).
    public init(
        title: String,
        entries: [Entry],
        leaveTitle: String = "Quit",
        leaveLetter: Character = "q",
        subtitle: @escaping @MainActor () async -> String? = { nil }
    ) {
        self.title = title
        self.entries = entries
        self.leaveTitle = leaveTitle
        self.leaveLetter = leaveLetter
        self.subtitle = subtitle
    }

    public func run(on terminal: any Terminal) async -> ScreenExit {
        let leaveKey = String(entries.count + 1)
        let menu = Menu(items: entries.enumerated().map { index, entry in
            Menu.Item(key: String(index + 1), letter: entry.letter, title: entry.title)
        } + [Menu.Item(key: leaveKey, letter: leaveLetter, title: leaveTitle)])
        while true {
            terminal.writeLine()
            terminal.writeLine(terminal.style.bold(title) + (await subtitle().map { "  " + terminal.style.dim($0) } ?? ""))
            guard let key = menu.choose(on: terminal) else { return .quit }
            guard key != leaveKey, let index = Int(key).map({ $0 - 1 }), entries.indices.contains(index) else {
                return .back
            }
            if await entries[index].open().run(on: terminal) == .quit { return .quit }
        }
    }
}
