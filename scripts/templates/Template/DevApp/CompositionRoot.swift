import Foundation
import Template
import TemplateInterface
import TemplateLive
import TemplateTesting
import TerminalUI
import TerminalUIInterface

/// The Template dev app's own composition root: the real feature, with its items in memory,
/// or in a JSON file when `--file` is given.
final class CompositionRoot: Sendable {
    /// Shared: the JSON file, when `--file` is given.
    let file: URL?
    /// Shared: the in-memory items otherwise.
    let inMemoryRepository = InMemoryTemplateRepository()
    /// Shared: the real terminal.
    let terminal: any Terminal

    init(wiring: TemplateDevWiring, environment: [String: String]) {
        file = wiring.file.map { URL(fileURLWithPath: $0) }
        terminal = StandardTerminal(environment: environment)
    }

    var repository: any TemplateRepository {
        file.map { JSONFileTemplateRepository(url: $0) } ?? inMemoryRepository
    }

    var templateService: any TemplateService {
        DefaultTemplateService(repository: repository)
    }
}
