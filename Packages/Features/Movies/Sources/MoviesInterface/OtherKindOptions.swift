/// What a film command's options for titles of other kinds were given as (`show … --season
/// 2`), for the providers of those titles: each provider finds its own value with
/// ``part(_:)``; the command, and this feature, know none of them.
public struct OtherKindOptions: Sendable {
    /// Each provider's value, as its feature declared it.
    public let parts: [any Sendable]

    /// The values parsed for the providers.
    public init(_ parts: [any Sendable]) {
        self.parts = parts
    }

    /// None given: an app whose titles are films only, or a caller that has no options to pass.
    public static let none = OtherKindOptions([])

    /// The value of type `Part`, or nil when no provider of that type's feature is in the app.
    public func part<Part: Sendable>(_ type: Part.Type) -> Part? {
        parts.lazy.compactMap { $0 as? Part }.first
    }
}
