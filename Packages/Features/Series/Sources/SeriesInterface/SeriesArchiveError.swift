/// Why the `series` section of an export cannot be imported; nothing of it is.
public enum SeriesArchiveError: Error, Equatable, CustomStringConvertible {
    /// The section is not a list of series.
    case notASection(path: String, reason: String)
    /// The `series`th series (from 1) has a value that cannot be kept.
    case invalidSeries(path: String, series: Int, reason: String)

    public var description: String {
        switch self {
        case .notASection(let path, let reason): "\(path): its series are not a list of series (\(reason))"
        case .invalidSeries(let path, let series, let reason): "\(path): series \(series): \(reason)"
        }
    }
}
