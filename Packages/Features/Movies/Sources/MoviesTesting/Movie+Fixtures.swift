import MoviesInterface

extension Movie {
    /// A small, fixed set of movies with ids `fixture:1`..., for tests and dev apps.
    public static let fixtures: [Movie] = [
        fixture(1, "Alien", 1979, ["Horror", "Science Fiction"], 117, "Ridley Scott",
                [("Sigourney Weaver", "Ellen Ripley"), ("Tom Skerritt", "Dallas"), ("John Hurt", "Kane")]),
        fixture(2, "Aliens", 1986, ["Action", "Science Fiction"], 137, "James Cameron",
                [("Sigourney Weaver", "Ellen Ripley"), ("Michael Biehn", "Hicks")]),
        fixture(3, "The Matrix", 1999, ["Action", "Science Fiction"], 136, "Lana Wachowski & Lilly Wachowski",
                [("Keanu Reeves", "Neo"), ("Laurence Fishburne", "Morpheus"), ("Carrie-Anne Moss", "Trinity")]),
        fixture(4, "Amélie", 2001, ["Comedy", "Romance"], 122, "Jean-Pierre Jeunet",
                [("Audrey Tautou", "Amélie Poulain"), ("Mathieu Kassovitz", "Nino Quincampoix")]),
        fixture(5, "Spirited Away", 2001, ["Animation", "Family", "Fantasy"], 125, "Hayao Miyazaki",
                [("Rumi Hiiragi", "Chihiro Ogino"), ("Miyu Irino", "Haku")]),
    ]

    private static func fixture(
        _ number: Int, _ title: String, _ year: Int, _ genres: [String], _ runtime: Int,
        _ director: String, _ cast: [(String, String)]
    ) -> Movie {
        Movie(
            id: MovieID(source: .fixture, value: String(number)),
            title: title,
            year: year,
            genres: genres,
            runtimeMinutes: runtime,
            director: director,
            cast: cast.map { CastMember(name: $0.0, character: $0.1) }
        )
    }
}
