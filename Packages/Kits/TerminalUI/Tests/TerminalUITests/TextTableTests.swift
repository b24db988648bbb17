import Testing
import TerminalUI

@Suite struct TextTableTests {
    @Test func columnsAreAlignedToTheWidestCell() {
        let table = TextTable(
            columns: [.init("ID"), .init("Title"), .init("Year", alignment: .right)],
            rows: [["offline:1", "The Godfather", "1972"], ["offline:20", "Alien", "979"]]
        )
        #expect(table.render(style: .plain) == """
        ID          Title          Year
        offline:1   The Godfather  1972
        offline:20  Alien           979

        """)
    }

    @Test func anEmptyTablePrintsItsHeadings() {
        let table = TextTable(columns: [.init("ID"), .init("Title")], rows: [])
        #expect(table.render(style: .plain) == "ID  Title\n")
    }

    @Test func headingsAreBoldOnlyWithColor() {
        let table = TextTable(columns: [.init("Title")], rows: [["Alien"]])
        #expect(table.render(style: .ansi).hasPrefix("\u{1B}[1mTitle\u{1B}[0m"))
        #expect(!table.render(style: .plain).contains("\u{1B}"))
    }
}
