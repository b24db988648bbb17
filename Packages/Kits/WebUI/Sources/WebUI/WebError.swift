/// A request a page cannot answer, shown as a page with its status: what happened and what to do.
public struct WebError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The HTTP status.
    public let status: Int
    /// What happened, and what to do.
    public let message: String

    /// Creates one.
    public init(status: Int, message: String) {
        self.status = status
        self.message = message
    }

    public var description: String { message }
}
