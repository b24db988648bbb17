import APIContract
import JSONWriting
import WatchlistInterface

/// What an import brought of another kind (series and their episodes), by kind: in
/// `GET /v1/imports` its counts; in an import's request (`POST /v1/import`,
/// `POST /v1/import/history`, as `imported`) also `reversal`, what that kind's own import
/// answered it added, which the server keeps to take it back with the films.
public struct OtherImportDocument: Codable, Sendable, Equatable {
    /// The kind (`series`).
    public let kind: String
    /// Titles followed.
    public let followed: Int
    /// Ratings of whole titles added.
    public let ratingsAdded: Int
    /// Viewings added.
    public let viewingsAdded: Int
    /// What was added, in the words of the kind's own API; absent in answers.
    public let reversal: JSONValue?

    /// The document of `summary`, with its reversal when `withReversal`.
    public init(_ summary: OtherImportSummary, withReversal: Bool) {
        kind = summary.kind
        followed = summary.followed
        ratingsAdded = summary.ratingsAdded
        viewingsAdded = summary.viewingsAdded
        reversal = withReversal && summary.reversal != .null ? summary.reversal : nil
    }

    /// The summary it describes.
    public var summary: OtherImportSummary {
        OtherImportSummary(kind: kind, followed: followed, ratingsAdded: ratingsAdded, viewingsAdded: viewingsAdded, reversal: reversal ?? .null)
    }

    /// Decodes it, refusing `null` for `reversal` (``KeyedDecodingContainer/optional(_:forKey:)``),
    /// a reversal that is not an array, and counts below 0.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(String.self, forKey: .kind)
        followed = try container.decode(Int.self, forKey: .followed)
        ratingsAdded = try container.decode(Int.self, forKey: .ratingsAdded)
        viewingsAdded = try container.decode(Int.self, forKey: .viewingsAdded)
        reversal = try container.optional(JSONValue.self, forKey: .reversal)
        guard followed >= 0, ratingsAdded >= 0, viewingsAdded >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .followed, in: container, debugDescription: "counts are 0 or more")
        }
        if let reversal, case .array = reversal {} else if reversal != nil {
            throw DecodingError.dataCorruptedError(forKey: .reversal, in: container, debugDescription: "a reversal is an array, as the kind's own import answers it")
        }
    }
}
