/// Slows down password guessing for every front end of a server (the API and the web page
/// share one): failed log-ins counted per name and per client address.
public protocol LogInLimiting: Sendable {
    /// Whole seconds until `name` may try again from `address`, or `nil` when it may now.
    func retryAfter(name: String, address: String) -> Int?
    /// Counts a failed log-in.
    func failed(name: String, address: String)
    /// Clears the count of a name that logged in.
    func succeeded(name: String)
}
