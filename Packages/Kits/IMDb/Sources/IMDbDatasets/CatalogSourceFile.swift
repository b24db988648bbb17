/// One input file of an import, as a built catalog records it.
public struct CatalogSourceFile: Sendable, Equatable {
    /// Its path when it was imported.
    public let path: String
    /// Which dataset it is (`title.basics`).
    public let kind: String
    /// When it was last modified, as ISO 8601.
    public let modified: String?
    /// Its size in bytes.
    public let size: Int64
    /// Its rows, without the header.
    public let rows: Int64

    /// Creates a description of a file.
    public init(path: String, kind: String, modified: String?, size: Int64, rows: Int64) {
        self.path = path
        self.kind = kind
        self.modified = modified
        self.size = size
        self.rows = rows
    }
}
