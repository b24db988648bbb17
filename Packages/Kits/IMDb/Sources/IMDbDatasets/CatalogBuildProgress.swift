/// How far an import has come.
public struct CatalogBuildProgress: Sendable, Equatable {
    /// The dataset being read (`title.basics`), or `indexing` at the end.
    public let stage: String
    /// Compressed bytes read so far, over all the files.
    public let bytesRead: Int64
    /// Compressed bytes in all the files.
    public let totalBytes: Int64
    /// Rows read so far, over all the files.
    public let rows: Int64

    /// Creates a progress report.
    public init(stage: String, bytesRead: Int64, totalBytes: Int64, rows: Int64) {
        self.stage = stage
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
        self.rows = rows
    }

    /// The share of the input read, from 0 to 1.
    public var fraction: Double {
        totalBytes > 0 ? min(1, Double(bytesRead) / Double(totalBytes)) : 0
    }
}
