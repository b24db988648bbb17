import Testing
@testable import MoviesLive

@Suite struct SearchableTitleTests {
    @Test func normalizeFoldsCaseAccentsAndPunctuation() {
        #expect(SearchableTitle.normalize("Léon: The Professional") == "leon the professional")
        #expect(SearchableTitle.normalize("Pan's  Labyrinth") == "pans labyrinth")
        #expect(SearchableTitle.normalize("Y Tu Mamá También") == "y tu mama tambien")
    }

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
