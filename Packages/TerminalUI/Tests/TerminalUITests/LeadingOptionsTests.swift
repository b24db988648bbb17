import Testing
import TerminalUI

@Suite struct LeadingOptionsTests {
    @Test func leadingOptionsAndFlagsAreSplitFromTheRest() {
        let split = LeadingOptions.split(
            ["--catalog", "embedded", "--database=/tmp/x", "--signed-out", "search", "--catalog", "alien"],
            options: ["--catalog", "--database"],
            flags: ["--signed-out"]
        )
        #expect(split.leading == ["--catalog", "embedded", "--database=/tmp/x", "--signed-out"])
        #expect(split.rest == ["search", "--catalog", "alien"])
    }

    @Test func nothingLeadingLeavesEverything() {
        let split = LeadingOptions.split(["--help"], options: ["--catalog"])
        #expect(split.leading.isEmpty && split.rest == ["--help"])
    }

    @Test func anOptionMissingItsValueIsKeptForTheParserToReport() {
        let split = LeadingOptions.split(["--catalog"], options: ["--catalog"])
        #expect(split.leading == ["--catalog"] && split.rest.isEmpty)
    }
}
