import TemplateInterface

/// Where the items are kept: a file in TemplateJSON, memory in TemplateTesting.
public protocol TemplateRepository: Sendable {
    /// Every item, oldest first.
    func items() throws(TemplateError) -> [TemplateItem]
    /// Keeps `item` after the others.
    func append(_ item: TemplateItem) throws(TemplateError)
}
