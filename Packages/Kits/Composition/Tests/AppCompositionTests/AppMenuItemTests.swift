import AppComposition
import Injection
import Testing
import TerminalUIInterface

/// The order and the keys of the features' menu entries.
@Suite struct AppMenuItemTests {
    private func item(_ title: String, key: Character? = nil, placement: AppMenuItem.Placement = .features) -> AppMenuItem {
        AppMenuItem(title: title, key: key, placement: placement) { _ in throw Unused() }
    }

    private struct Unused: Error {}

    private func keys(_ items: [AppMenuItem], taken: Set<Character> = ["q"]) -> [String] {
        AppMenuItem.menu(items, taken: taken).map { "\($0.key) \($0.item.title)" }
    }

    @Test func anEntryTakesTheFirstFreeLetterOfItsTitle() {
        #expect(keys([item("Notes"), item("News"), item("Calendar")], taken: ["s", "w", "q"]) == ["n Notes", "e News", "c Calendar"])
    }

    @Test func anEntryWhoseLettersAreAllTakenGetsAnotherLetterOrDigit() {
        #expect(keys([item("ab")], taken: ["a", "b"]) == ["c ab"])
        let everything = Set("abcdefghijklmnopqrstuvwxyz0123456789")
        #expect(keys([item("Notes")], taken: everything).isEmpty)
        #expect(keys([item("Notes")], taken: everything.subtracting(["7"])) == ["7 Notes"])
    }

    @Test func askedKeysComeFirstAndTheAccountsEntryLast() {
        let items = [item("Search movies", key: "s"), item("Account", key: "a", placement: .last), item("My watchlist", key: "w"), item("Series")]
        #expect(keys(items) == ["s Search movies", "w My watchlist", "e Series", "a Account"])
    }

    @Test func aKeyAskedTwiceGoesToTheFirstAndTheOtherTakesALetterOfItsTitle() {
        #expect(keys([item("Notes", key: "n"), item("News", key: "n")]) == ["n Notes", "e News"])
    }
}
