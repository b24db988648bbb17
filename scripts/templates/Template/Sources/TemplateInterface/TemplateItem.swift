/// One item of the Template feature.
public struct TemplateItem: Hashable, Sendable, Codable {
    /// What the item says.
    public let text: String

    /// Creates an item.
    public init(text: String) {
        self.text = text
    }
}
