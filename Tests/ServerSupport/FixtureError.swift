/// A fixture that could not do what a test asked, and why.
public struct FixtureError: Error, CustomStringConvertible {
    public let description: String
    public init(description: String) { self.description = description }
}
