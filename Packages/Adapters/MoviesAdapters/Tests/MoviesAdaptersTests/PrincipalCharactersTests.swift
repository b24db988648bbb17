import IMDbDatasets
import MoviesInterface
import Testing

@testable import IMDbCatalogBuild
@testable import MoviesIMDb

/// The `characters` column of title.principals, as the import reads it.
struct PrincipalCharactersTests {
    /// The characters of a principals row whose last column is `field`.
    private func characters(_ field: String) throws -> String {
        var reader = TSVReader(file: "title.principals.tsv.gz")
        var result: String?
        try reader.consume(Array("tt0068646\t1\tnm0000008\tactor\t\\N\t\(field)\n".utf8)) { row in
            result = try MovieReader.characters(row, 5, file: "title.principals.tsv.gz")
        }
        return try #require(result)
    }

    @Test func oneCharacterIsItsName() throws {
        #expect(try characters(#"["Vito Corleone"]"#) == "Vito Corleone")
        #expect(try characters(#"["Amélie Poulain"]"#) == "Amélie Poulain")
    }

    @Test func severalCharactersAreJoined() throws {
        #expect(try characters(#"["Self","Host"]"#) == "Self / Host")
        #expect(try characters(#"["A, B","C"]"#) == "A, B / C")
    }

    @Test func escapedQuotesAreDecoded() throws {
        #expect(try characters(#"["Leonard \"Bones\" McCoy"]"#) == #"Leonard "Bones" McCoy"#)
    }

    @Test func nullEmptyAndMalformedFieldsHaveNoCharacter() throws {
        for field in [#"\N"#, "", "[]", #"[""]"#, #"["unterminated"#, "Vito Corleone", #"["bad \escape"]"#] {
            #expect(try characters(field) == "", "\(field)")
        }
    }

    @Test func invalidUTF8NamesTheLine() throws {
        var reader = TSVReader(file: "title.principals.tsv.gz")
        let row = Array("tt0068646\t1\tnm0000008\tactor\t\\N\t[\"".utf8) + [0xC3, 0x28] + Array("\"]\n".utf8)
        #expect(throws: CatalogBuildError.invalidUTF8(file: "title.principals.tsv.gz", line: 1)) {
            try reader.consume(row) { row in _ = try MovieReader.characters(row, 5, file: "title.principals.tsv.gz") }
        }
    }
}
