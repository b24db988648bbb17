import MoviesInterface
import PropertyBased
import Testing
@testable import MoviesPorts
@testable import MoviesSQLite

@Suite struct SearchableTitleTests {
    @Test func ranksWholeThenStartThenWordsThenWordPrefixes() {
        let title = SearchableTitle("The Empire Strikes Back")
        #expect(title.rank("the empire strikes back") == 0)
        #expect(title.rank("empire strikes back") == 0)
        #expect(title.rank("empire") == 1)
        #expect(title.rank("back strikes") == 2)
        #expect(title.rank("emp str") == 3)
        #expect(title.rank("jedi") == nil)
        #expect(title.rank("") == nil)
    }
}

/// The byte-level normalization of ASCII titles agrees with Foundation's folding.
struct SearchableTitleASCIITests {
    @Test func asciiTitlesNormalizeAsFoundationFoldsThem() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...127).map { Character(Unicode.Scalar(UInt8($0))) }.array(of: 0...40)) { characters in
            let title = String(characters)
            #expect(MovieTitle.comparisonKey(title) == MovieTitle.foldedKey(title))
        }
    }

    @Test func coverageIsTheShareOfTitleWordsMatched() throws {
        let title = SearchableTitle("The Godfather Part II")
        #expect(title.match("godfather") == .init(rank: 1, coverage: 1.0 / 3))
        #expect(title.match("godfather part ii") == .init(rank: 0, coverage: 1))
        #expect(title.match("jedi") == nil)
    }
}
