import Foundation
import Testing
import Storage

@Suite struct DatabaseLocationTests {
    private let home = URL(fileURLWithPath: "/home/ada", isDirectory: true)

    private func location(_ environment: [String: String]) -> DatabaseLocation {
        .standard(application: "watchlist", fileName: "watchlist.sqlite", overrideVariable: "WATCHLIST_DB", environment: environment, homeDirectory: home)
    }

    @Test func theOverrideVariableWins() {
        #expect(location(["WATCHLIST_DB": "/tmp/x.sqlite", "XDG_DATA_HOME": "/data"]) == .file(URL(fileURLWithPath: "/tmp/x.sqlite")))
    }

    @Test func xdgDataHomeIsUsedWhenAbsolute() {
        #expect(location(["XDG_DATA_HOME": "/data"]).displayPath == "/data/watchlist/watchlist.sqlite")
    }

    @Test func defaultsToLocalShareUnderHome() {
        #expect(location([:]).displayPath == "/home/ada/.local/share/watchlist/watchlist.sqlite")
        #expect(location(["XDG_DATA_HOME": ""]).displayPath == "/home/ada/.local/share/watchlist/watchlist.sqlite")
        #expect(location(["XDG_DATA_HOME": "relative/path"]).displayPath == "/home/ada/.local/share/watchlist/watchlist.sqlite")
    }
}
