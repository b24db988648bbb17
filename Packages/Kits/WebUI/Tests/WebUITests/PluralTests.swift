import Testing
import WebUI

@Suite struct PluralTests {
    @Test(arguments: [(0, "0 films"), (1, "1 film"), (2, "2 films"), (1_000, "1000 films")])
    func aCountTakesItsNounInTheRightNumber(count: Int, phrase: String) {
        #expect(Plural.phrase(count, "film") == phrase)
    }
}
