import AppComposition
import Injection
import Testing
import TerminalUIInterface

/// The keys the root gives the features' menu entries.
@Suite struct AppMenuItemTests {
    private func item(_ title: String) -> AppMenuItem {
        AppMenuItem(title: title) { _ in throw Unused() }
    }

    private struct Unused: Error {}

    @Test func anEntryTakesTheFirstFreeLetterOfItsTitle() {
        let keys = AppMenuItem.keys(for: [item("Notes"), item("News"), item("Calendar")], taken: ["s", "w", "q"])
        #expect(keys == ["n", "e", "c"])
    }

    @Test func anEntryWhoseLettersAreAllTakenGetsAnotherLetterOrDigit() {
        #expect(AppMenuItem.keys(for: [item("ab")], taken: ["a", "b"]) == ["c"])
        let everything = Set("abcdefghijklmnopqrstuvwxyz0123456789")
        #expect(AppMenuItem.keys(for: [item("Notes")], taken: everything) == [nil])
        #expect(AppMenuItem.keys(for: [item("Notes")], taken: everything.subtracting(["7"])) == ["7"])
    }
}
