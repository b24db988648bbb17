import Synchronization
import TemplateInterface
import TemplatePorts

/// A ``TemplateRepository`` in memory, for tests and the dev app.
public final class InMemoryTemplateRepository: TemplateRepository {
    private let stored: Mutex<[TemplateItem]>

    /// Creates a repository holding `items`.
    public init(items: [TemplateItem] = []) {
        stored = Mutex(items)
    }

    public func items() throws(TemplateError) -> [TemplateItem] {
        stored.withLock { $0 }
    }

    public func append(_ item: TemplateItem) throws(TemplateError) {
        stored.withLock { $0.append(item) }
    }
}
