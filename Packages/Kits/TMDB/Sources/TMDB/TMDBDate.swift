/// TMDB's dates, `YYYY-MM-DD` (release and air dates), which it leaves empty when unknown.
public enum TMDBDate {
    /// The year of `date`; nil for an empty, missing or odd one.
    public static func year(of date: String?) -> Int? {
        guard let date, date.count >= 4 else { return nil }
        return Int(date.prefix(4))
    }
}
