import TemplateInterface
import TemplatePorts

/// ``TemplateService`` over a repository.
public struct DefaultTemplateService: TemplateService {
    private let repository: any TemplateRepository

    /// Creates the service.
    public init(repository: any TemplateRepository) {
        self.repository = repository
    }

    public func items() throws(TemplateError) -> [TemplateItem] {
        try repository.items()
    }

    public func add(_ text: String) throws(TemplateError) -> TemplateItem {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .blankText }
        let item = TemplateItem(text: trimmed)
        try repository.append(item)
        return item
    }
}
