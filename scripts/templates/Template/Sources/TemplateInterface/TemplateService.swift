/// What the commands, the screen and other features use.
public protocol TemplateService: Sendable {
    /// Every item, oldest first.
    func items() throws(TemplateError) -> [TemplateItem]
    /// Adds an item with `text`, trimmed; blank text is refused.
    func add(_ text: String) throws(TemplateError) -> TemplateItem
}
