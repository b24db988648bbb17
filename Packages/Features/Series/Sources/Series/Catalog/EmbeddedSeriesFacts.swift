import SeriesInterface

/// Well-known series with their real seasons: how many episodes each has and the year it
/// began. Episode titles are "Episode N"; a built IMDb catalog has the real ones.
enum EmbeddedSeriesFacts {
    /// A series as facts: IMDb's id, title, years, each season's episode count and the year
    /// it began (`episodes[i]` and `years[i]` are season i + 1's), and the specials' years.
    struct Entry {
        let imdb: String
        let title: String
        let startYear: Int
        let endYear: Int?
        let kind: SeriesKind
        let episodes: [Int]
        let years: [Int]
        let specials: [Int]

        init(_ imdb: String, _ title: String, _ startYear: Int, _ endYear: Int?, kind: SeriesKind = .series, episodes: [Int], years: [Int], specials: [Int] = []) {
            self.imdb = imdb
            self.title = title
            self.startYear = startYear
            self.endYear = endYear
            self.kind = kind
            self.episodes = episodes
            self.years = years
            self.specials = specials
        }
    }

    static let entries: [Entry] = [
        Entry("tt0903747", "Breaking Bad", 2008, 2013, episodes: [7, 13, 13, 13, 16], years: [2008, 2009, 2010, 2011, 2012]),
        Entry("tt3032476", "Better Call Saul", 2015, 2022, episodes: [10, 10, 10, 10, 10, 13], years: [2015, 2016, 2017, 2018, 2020, 2022]),
        Entry("tt0944947", "Game of Thrones", 2011, 2019, episodes: [10, 10, 10, 10, 10, 10, 7, 6], years: [2011, 2012, 2013, 2014, 2015, 2016, 2017, 2019]),
        Entry("tt0141842", "The Sopranos", 1999, 2007, episodes: [13, 13, 13, 13, 13, 21], years: [1999, 2000, 2001, 2002, 2004, 2006]),
        Entry("tt0306414", "The Wire", 2002, 2008, episodes: [13, 12, 12, 13, 10], years: [2002, 2003, 2004, 2006, 2008]),
        Entry("tt0108778", "Friends", 1994, 2004, episodes: [24, 24, 25, 24, 24, 25, 24, 24, 24, 18], years: [1994, 1995, 1996, 1997, 1998, 1999, 2000, 2001, 2002, 2003]),
        Entry("tt0098904", "Seinfeld", 1989, 1998, episodes: [5, 12, 23, 24, 22, 24, 24, 22, 24], years: [1989, 1991, 1991, 1992, 1993, 1994, 1995, 1996, 1997]),
        Entry("tt0386676", "The Office", 2005, 2013, episodes: [6, 22, 25, 19, 28, 26, 26, 24, 25], years: [2005, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012]),
        Entry("tt0290978", "The Office", 2001, 2003, episodes: [6, 6], years: [2001, 2002], specials: [2003, 2003]),
        Entry("tt2802850", "Fargo", 2014, nil, episodes: [10, 10, 10, 11, 10], years: [2014, 2015, 2017, 2020, 2023]),
        Entry("tt7366338", "Chernobyl", 2019, 2019, kind: .miniSeries, episodes: [5], years: [2019]),
        Entry("tt4574334", "Stranger Things", 2016, 2025, episodes: [8, 9, 8, 9, 8], years: [2016, 2017, 2019, 2022, 2025]),
        Entry("tt2356777", "True Detective", 2014, nil, episodes: [8, 8, 8, 6], years: [2014, 2015, 2019, 2024]),
        Entry("tt1475582", "Sherlock", 2010, 2017, episodes: [3, 3, 3, 3], years: [2010, 2012, 2014, 2017], specials: [2016]),
        Entry("tt0804503", "Mad Men", 2007, 2015, episodes: [13, 13, 13, 13, 13, 13, 14], years: [2007, 2008, 2009, 2010, 2012, 2013, 2014]),
    ]
}
